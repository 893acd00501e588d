import { Form } from 'react-router';
import { mediaUrl } from '../../../common/media-url';
import { ButtonLink, Field, KitButton, Notice, Panel } from './kit';

/** The words for POST /admin/media's short error codes (server/http/media-upload.ts). */
const UPLOAD_ERRORS: Record<string, string> = {
  'too-large': 'That photo is larger than this site takes: send a smaller copy.',
  type: 'That file is not a photo this site takes (JPEG, PNG, WebP, AVIF or HEIC).',
};

/** A person's photo, round, or their initial when they have none. */
export function PersonPhoto({
  name,
  photo,
  size = 12,
}: {
  name: string;
  photo: string | null;
  size?: 10 | 12 | 20;
}) {
  const box = { 10: 'size-10', 12: 'size-12', 20: 'size-20' }[size];
  return photo ? (
    <img
      src={mediaUrl(photo)}
      alt=""
      width={80}
      height={80}
      className={`${box} shrink-0 rounded-full border border-border object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-muted font-semibold text-fg`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * Your photo (optional): uploaded through the office's photo upload (POST /admin/media: cleaned
 * off the request thread, upright, no metadata), which answers back here with `?uploaded=`;
 * then "Use this photo" sets it (a change is a POST, never a link).
 */
export function PhotoPanel({
  name,
  photo,
  uploaded,
  uploadError,
  error,
}: {
  name: string;
  photo: string | null;
  uploaded?: string;
  uploadError?: string;
  error?: string;
}) {
  return (
    <Panel
      id="photo-title"
      title="Your photo"
      wide={false}
      intro="Optional. The People screen shows it beside your name."
    >
      <Notice tone="error">
        {error ??
          (uploadError &&
            (UPLOAD_ERRORS[uploadError] ?? 'That file could not be used as a photo.'))}
      </Notice>
      {uploaded ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-4">
            <PersonPhoto name={name} photo={uploaded} size={20} />
            <p className="text-fg">This is the photo as it will show: use it?</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Form method="post" action="/admin/account">
              <input type="hidden" name="intent" value="photo" />
              <input type="hidden" name="photo" value={uploaded} />
              <KitButton type="submit" tone="primary">
                Use this photo
              </KitButton>
            </Form>
            <ButtonLink to="/admin/account">Not this one</ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-4">
            <PersonPhoto name={name} photo={photo} size={20} />
            <p className="text-fg-muted">{photo ? 'Your photo now.' : 'No photo yet.'}</p>
          </div>
          {/* The upload endpoint takes a plain multipart form and answers with a redirect. */}
          <form
            method="post"
            action="/admin/media"
            encType="multipart/form-data"
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="return" value="/admin/account" />
            <Field
              label="A photo of you"
              name="file"
              hint="A JPEG, PNG, WebP, AVIF or HEIC from your phone or computer; where it was taken and the camera’s details are removed."
              input={{
                type: 'file',
                accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic,.heic',
              }}
            />
            <KitButton type="submit" className="self-start">
              Upload
            </KitButton>
          </form>
          {photo && (
            <Form method="post" action="/admin/account">
              <input type="hidden" name="intent" value="photo-remove" />
              <KitButton type="submit">Remove your photo</KitButton>
            </Form>
          )}
        </>
      )}
    </Panel>
  );
}
