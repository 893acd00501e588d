/**
 * The build's own files (build/client) as a static host serves them: assets as they are, and a
 * page's pre-rendered copy with its policy, for when the page cannot be rendered.
 */
import type { SecurityHeaders } from './security.ts';
import { fileResponse, findStaticFile } from './static-files.ts';

export function createBuildFiles(clientDir: string, security: SecurityHeaders) {
  /** A file of the build as a static host serves it, with its page's policy; or undefined. */
  const staticFile = async (request: Request, pathname: string) => {
    const found = await findStaticFile(clientDir, pathname);
    if (!found) return undefined;
    const response = fileResponse(request, pathname, found);
    const policy = found.file.endsWith('.html') ? security.forFile(found.file) : undefined;
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return response;
  };
  /**
   * The build's copy of a page, for when it cannot be rendered: what the site showed at build
   * time beats an error page. Never kept by a browser or CDN, so the live page returns with
   * the database.
   */
  const prerenderedCopy = async (request: Request, pathname: string) => {
    const response = await staticFile(request, pathname);
    if (response?.status !== 200) return undefined;
    response.headers.set('Cache-Control', 'no-store');
    response.headers.delete('ETag');
    response.headers.delete('Last-Modified');
    return response;
  };
  return { staticFile, prerenderedCopy };
}
