import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const [route, width = '1440', theme = 'light', ...offsets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: theme,
});
await page.goto('http://127.0.0.1:4180' + route, { waitUntil: 'networkidle' });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0; y < h; y += 600) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(120);
}
await page.waitForTimeout(500);
const name = route.replace(/\//g, '_') || '_';
for (const off of offsets.length ? offsets : ['0']) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(off));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}-${off}.png` });
}
console.log('height', h);
await browser.close();
