/** Shared by the privacy and newsletter server tests: mail links, forged posts, a site with mail. */
import { request as httpRequest } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { testToken } from './form-tokens';
import { type DatabaseKind, formBody, signIn, startSite } from './site';
import { startSmtp } from './smtp';

export const PUBLIC_URL = 'https://www.public-site.test';
export const FORGED = 'evil.example';

/** Every http(s) link in a mail's text and headers. */
export const linksOf = (mail: ParsedMail) =>
  [mail.text ?? '', ...mail.headerLines.map((line) => line.line)]
    .join('\n')
    .match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * A POST as a script would forge it: raw Host and X-Forwarded-* headers of another site, and an
 * Origin to match them (so the router's own origin check lets it through).
 */
export function forgedPost(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  const url = new URL(path, base);
  const body = formBody({ [TOKEN_FIELD]: testToken(), ...fields }).toString();
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A site with captured mail, PUBLIC_URL set apart from its own address, behind a trusted proxy. */
export async function startPrivacySite(kind: DatabaseKind) {
  const smtp = await startSmtp();
  const site = await startSite(kind, {
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'office@example.com',
    PUBLIC_URL,
    TRUST_PROXY: '1',
  });
  const owner = await signIn(site.url);
  return {
    site,
    smtp,
    owner,
    close: async () => {
      await site.close();
      await smtp.close();
    },
  };
}
