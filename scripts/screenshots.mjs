// Full-page screenshots at phone, tablet and desktop widths in both themes, for eyeballing.
// Usage: node scripts/screenshots.mjs [--menu] [/route …]   (needs a running server:
// npm start; BASE_URL defaults to http://127.0.0.1:4173). Files go to screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { root } from './lib/paths.mjs';

const WIDTHS = [375, 768, 1440];
const THEMES = ['light', 'dark'];
const DEFAULT_ROUTES = ['/', '/contact-us', '/faq', '/pricing-plans', '/404-error'];

const args = process.argv.slice(2);
const withMenu = args.includes('--menu');
const routes = args.filter((a) => a.startsWith('/'));
const baseURL = (process.env.BASE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const outDir = join(root, 'screenshots');

const fileName = (route, width, theme, extra = '') =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${theme}${extra}.png`;

async function main() {
  try {
    await fetch(baseURL);
  } catch {
    throw new Error(`Nothing answers on ${baseURL}: run npm start first (or set BASE_URL)`);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const page = await context.newPage();
        for (const route of routes.length > 0 ? routes : DEFAULT_ROUTES) {
          await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
          const file = join(outDir, fileName(route, width, theme));
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          if (withMenu && width === 375) {
            try {
              await page.getByRole('button', { name: /menu/i }).first().click({ timeout: 5000 });
              await page.waitForTimeout(400);
              const menuFile = join(outDir, fileName(route, width, theme, '-menu'));
              await page.screenshot({ path: menuFile });
              console.log(menuFile);
              await page.keyboard.press('Escape');
            } catch {
              console.warn(`${route}: no button named "menu" to open at ${width}px`);
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
