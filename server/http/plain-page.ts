import { contentSecurityPolicy, hashSource } from '../../common/security-headers.ts';

/** How to reach the office, shown on every error page. */
export interface OfficeContact {
  name: string;
  phone: { display: string; href: string };
  email: string;
}

const STYLE = `body{font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:2rem;line-height:1.2}a{color:LinkText;text-underline-offset:.2em}a:focus-visible{outline:3px solid;outline-offset:3px}`;

/** No script, no frame; its one style element allowed by hash. */
const POLICY = contentSecurityPolicy({
  scripts: [],
  styles: [hashSource(STYLE)],
  embedOrigins: [],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small self-contained page for answers the app does not render (413, 415, 429, 403):
 * readable in both colour schemes, with the way back and another way to reach the office.
 */
export function plainPage(
  status: number,
  title: string,
  text: string,
  contact: OfficeContact,
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(contact.name)}</title>
<style>${STYLE}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p>You can also call <a href="${escapeHtml(contact.phone.href)}">${escapeHtml(contact.phone.display)}</a>
or email <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>.</p>
<p><a href="/">Back to the home page</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': POLICY,
      ...headers,
    },
  });
}
