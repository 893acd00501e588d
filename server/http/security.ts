import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { HEADERS_FILE, pagePath, parseHeadersFile } from '../../common/headers-file.ts';
import { commonHeaders, contentSecurityPolicy } from '../../common/security-headers.ts';

/** The policy of anything that is not a page (files, router data, CSV): it may run nothing. */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The security headers of every answer. Pre-rendered pages carry the policy the build wrote
 * for them in `_headers` (their inline scripts' hashes); server-rendered pages a per-request
 * nonce; the server's own small pages (plain-page.ts) set theirs.
 */
export async function createSecurityHeaders(clientDir: string, embedOrigins: readonly string[]) {
  const file = join(clientDir, HEADERS_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing (the pages' security policies): run npm run build`);
  });
  const rules = parseHeadersFile(text);
  const common = Object.entries(commonHeaders(embedOrigins));
  return {
    /** The policy of a built HTML file, or undefined when the build wrote none for it. */
    forFile(file: string): string | undefined {
      return rules.get(pagePath(relative(clientDir, file)))?.['Content-Security-Policy'];
    },
    /** The policy of a page rendered for this request, whose inline scripts carry `nonce`. */
    forNonce(nonce: string): string {
      return contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], embedOrigins });
    },
    /**
     * Adds the shared headers, and FILE_POLICY where no policy was set. A Referrer-Policy the
     * answer already has is kept: token pages send none at all (token-pages.ts).
     */
    apply(headers: Headers): void {
      for (const [name, value] of common) {
        if (name === 'Referrer-Policy' && headers.has(name)) continue;
        headers.set(name, value);
      }
      if (!headers.has('content-security-policy')) {
        headers.set('Content-Security-Policy', FILE_POLICY);
      }
    },
  };
}

export type SecurityHeaders = Awaited<ReturnType<typeof createSecurityHeaders>>;
