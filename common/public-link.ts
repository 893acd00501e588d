/**
 * The one way a link in a mail is made (docs/decisions/035): the configured public URL
 * (PUBLIC_URL, server/config.ts) and a path of this site. Never the request's Host or
 * X-Forwarded-Host: a forged header would otherwise put another site's address, with a
 * sign-in or unsubscribe token in it, into a real mail.
 */
export function publicLink(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error('A mail link needs a path of this site, starting with one /');
  }
  return `${new URL(publicUrl).origin}${path}`;
}
