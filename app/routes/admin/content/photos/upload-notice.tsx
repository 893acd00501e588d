import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../../components/button';
import { Notice } from '../../kit';
import { useEditor } from '../form/editor-state';
import { useIsHydrated } from '../use-is-hydrated';
import { ACCEPT } from './upload-zone';

/** The upload endpoint's short codes (POST /admin/media without JavaScript) in words. */
const UPLOAD_ERRORS: Record<string, string> = {
  'too-large': 'A photo was larger than the most a photo may be.',
  'too-many': 'Too many photos at once: send at most 20.',
  type: 'A file was not a JPEG, PNG, WebP, AVIF or HEIC photo.',
  'no-file': 'No photo was chosen.',
  form: 'The upload was cut off; please send it again.',
  unreadable: 'A photo could not be read.',
  failed: 'The photos could not be stored just now; please try again in a minute.',
  'sign-in': 'Your session ended: sign in again and upload once more.',
  stalled: 'The upload stopped arriving; check the connection and send the photos again.',
  'no-space': 'The server is short of disk space, so the photos were not kept; try again later.',
};

/**
 * After an upload without JavaScript (`?uploaded=` or `?upload-error=`): what arrived, and that
 * it can now be chosen in any picture field. Without JavaScript, also the plain upload form.
 */
export function UploadNotice() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const editor = useEditor();
  const isHydrated = useIsHydrated();
  const uploaded = (params.get('uploaded') ?? '')
    .split(',')
    .filter((name) => editor.media.has(name));
  const error = params.get('upload-error');
  return (
    <>
      {uploaded.length > 0 && (
        <Notice>
          {`Uploaded: ${uploaded.map((name) => editor.media.get(name)?.label ?? name).join(', ')}. Choose ${
            uploaded.length === 1 ? 'it' : 'them'
          } in a picture field below, then save.`}
        </Notice>
      )}
      {error && (
        <Notice tone="error">{`The upload did not work. ${UPLOAD_ERRORS[error] ?? `(${error})`}`}</Notice>
      )}
      {!isHydrated && (
        <form
          method="post"
          action="/admin/media"
          encType="multipart/form-data"
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
        >
          <input type="hidden" name="return" value={pathname} />
          <label htmlFor="upload-plain" className="text-sm font-semibold text-fg">
            Upload photos (save your changes first: the page reloads)
          </label>
          <input
            id="upload-plain"
            type="file"
            name="file"
            accept={ACCEPT}
            multiple
            className="text-fg"
          />
          <div>
            <Button type="submit" variant="outline" className="min-h-11 px-4 py-2 text-xs">
              Upload
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
