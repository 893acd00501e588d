// Post-processes the pre-rendered HTML so the app's code starts loading after the page has
// loaded and painted. Each page is complete static HTML, so its first paint never needs the
// JavaScript; fetched up front at high priority (the router's ~20–40 modulepreload links),
// that code competes with the HTML, CSS, font and banner image on a slow phone connection.
// Hydration then begins right after the `load` event: same code, same order, later start.
// The build rewrites the pre-rendered pages (react-router.config.ts), the server the pages it
// renders per request (server/http/page-answers.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
// A server-rendered page's scripts carry its CSP nonce (React Router writes it first).
const BOOT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const BOOT_ID = 'app-boot';

// After load and one frame, restore the preloads and run the router's boot module. The module
// runs as a new inline script: allowed by its hash in a pre-rendered page (the build lists the
// inert script's hash) and by the nonce it copies in a server-rendered one.
const starter = (nonceAttr: string) =>
  `<script${nonceAttr}>(function(){function go(){var b=document.getElementById('${BOOT_ID}');` +
  'JSON.parse(b.dataset.preload).forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});' +
  'var s=document.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;document.body.appendChild(s)}' +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'document.readyState==="complete"?later():addEventListener("load",later,{once:true})})()</script>';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * Rewrites one document: the module preloads move into a data attribute and the router's boot
 * module becomes an inert script that the starter runs after load. Returns null when the document
 * has no router boot module (then it is left alone).
 */
export function deferBootHtml(html: string): string | null {
  const boot = html.match(BOOT);
  if (!boot) return null;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_, href: string) => {
    hrefs.push(href);
    return '';
  });
  const [, nonce, module = ''] = boot;
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const inert = `<script${nonceAttr} type="text/x-deferred-module" id="${BOOT_ID}" data-preload='${escapeAttr(JSON.stringify(hrefs))}'>${module}</script>`;
  return withoutPreloads.replace(BOOT, () => inert + starter(nonceAttr));
}

/** The preload list a rewritten document keeps for later (for the byte budget). */
export function deferredPreloads(html: string): string[] {
  const match = html.match(/data-preload='([^']*)'/);
  return match ? JSON.parse((match[1] ?? '').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) : [];
}

/** Whether a document boots islands (app/root.tsx, decision 047) instead of the React app. */
export function isIslandsPage(html: string): boolean {
  return /<script\b[^>]*\bdata-islands-boot=/.test(html);
}

/**
 * Applies {@link deferBootHtml} to every .html file under `dir` but pages with islands. Fails the
 * build when another page has no boot module to defer, so a change in the router's output cannot
 * slip through.
 */
export async function deferBoot(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const page = await readFile(file, 'utf8');
      // A page with islands (decision 047) has no router boot to defer.
      if (isIslandsPage(page)) return;
      const html = deferBootHtml(page);
      if (html === null) throw new Error(`defer-boot: no router boot module found in ${file}`);
      await writeFile(file, html);
    }),
  );
  return files.length;
}

/**
 * The page as plain HTML: the app's scripts (boot, router context, preloads) removed, the
 * theme script kept. For a static host's 404.html, which must not hydrate as another route.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (tag) =>
      /__reactRouter|import\(|app-boot|type="(module|text\/x-deferred-module)"/.test(tag)
        ? ''
        : tag,
    );
}
