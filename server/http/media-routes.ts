/**
 * The server's own media routes, answered before React Router (which never sees them and has
 * no entry for them in the public route manifest): `POST /admin/media` uploads photos
 * (media-upload.ts), `GET /media/<name>` serves stored pictures (media-files.ts).
 */
import { MEDIA_PREFIX, serveMedia } from './media-files.ts';
import { handleUpload, UPLOAD_PATH, type UploadDeps } from './media-upload.ts';

export type { UploadSettings } from './media-upload.ts';

/** The answer for a media path, or undefined for any other path. */
export function createMediaRoutes(deps: UploadDeps) {
  return (request: Request, url: URL): Promise<Response> | undefined => {
    if (url.pathname === UPLOAD_PATH) return handleUpload(request, url, deps);
    if (url.pathname.startsWith(MEDIA_PREFIX)) {
      return serveMedia(request, url.pathname, deps.services.content);
    }
    return undefined;
  };
}
