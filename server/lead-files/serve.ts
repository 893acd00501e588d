/**
 * `GET /admin/lead-files/<id>`: one file sent with a quote, to a signed-in owner or editor only
 * (no session: a browser is sent to sign in, anything else gets 401). Always an attachment,
 * never cached, `nosniff`, under a policy that runs nothing: the bytes are never a page. There
 * is no public address for these files (decision 032). Answered by the server before React
 * Router, like the photo manager's routes.
 */
import { SIGN_IN_PATH } from '../../common/admin-cookie.ts';
import { FILE_POLICY } from '../http/security.ts';
import type { Services } from '../services.ts';
import { LEAD_FILES_PREFIX } from './links.ts';

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The answer for a path under {@link LEAD_FILES_PREFIX} (app.ts routes them here). */
export function createLeadFileRoute(services: Pick<Services, 'accounts' | 'leadFiles'>) {
  return (request: Request, url: URL): Promise<Response> =>
    serveLeadFile(request, url.pathname.slice(LEAD_FILES_PREFIX.length), services);
}

async function serveLeadFile(
  request: Request,
  rest: string,
  services: Pick<Services, 'accounts' | 'leadFiles'>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const access = await services.accounts.authorize(request, 'lead-files:read');
  if (!access.ok && access.reason === 'sign-in') {
    const isBrowser = (request.headers.get('accept') ?? '').includes('text/html');
    return isBrowser
      ? new Response(null, {
          status: 303,
          headers: { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store' },
        })
      : plain(401, 'Please sign in to open the files sent with a quote.');
  }
  if (!access.ok) {
    return plain(403, 'Only an owner or an editor can open the files sent with a quote.');
  }
  if (!/^\d{1,9}$/.test(rest)) return plain(404, 'Not Found');
  const file = await services.leadFiles.read(Number(rest));
  if (!file) return plain(404, 'Not Found');
  const headers = new Headers({
    'Content-Type': file.mime,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': attachment(file.name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `${FILE_POLICY}; sandbox`,
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
