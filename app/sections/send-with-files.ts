import type { UploadProgress } from '../browser/form-files';
import type { TokenHolder } from '../browser/form-token';
import { OFFLINE, type SubmitOutcome, submitForm } from '../browser/submit-form';
import type { FormResult } from '../forms/form-result';

/** Told on the form while its files are sent: `{ loaded, total }` bytes, then `null` when done. */
export const UPLOAD_PROGRESS_EVENT = 'quote-upload-progress';

export type { UploadProgress } from '../browser/form-files';

const hasFiles = (form: HTMLFormElement) =>
  [...new FormData(form).values()].some((value) => value instanceof File && value.size > 0);

/** The answer of a refused body the server cut off (a plain page, not JSON): its title. */
const TOO_LARGE: FormResult = {
  status: 'invalid',
  errors: { files: 'These files are too large to send together; please remove some.' },
  values: {},
};

/**
 * Sends a form with files as multipart/form-data through XMLHttpRequest, whose upload events
 * tell how much has gone (fetch has none); the text fields go first, the files after. A form
 * with no file chosen is sent as any other form is ({@link submitForm}). Never throws.
 */
export async function sendWithFiles(
  form: HTMLFormElement,
  endpoint: string,
  tokens: TokenHolder,
): Promise<SubmitOutcome> {
  if (!hasFiles(form)) return submitForm(form, endpoint, tokens);
  const text = new URLSearchParams();
  const body = new FormData();
  const files: [string, File][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') text.append(name, value);
    else if (value.size > 0) files.push([name, value]);
  }
  await tokens.fill(text);
  for (const [name, value] of text) body.append(name, value);
  for (const [name, file] of files) body.append(name, file, file.name);
  const tell = (detail: UploadProgress | null) =>
    form.dispatchEvent(new CustomEvent(UPLOAD_PROGRESS_EVENT, { detail }));
  try {
    return await new Promise<SubmitOutcome>((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', endpoint);
      request.setRequestHeader('Accept', 'application/json');
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) tell({ loaded: event.loaded, total: event.total });
      });
      request.addEventListener('load', () => resolve(outcomeOf(request)));
      request.addEventListener('error', () => resolve(OFFLINE));
      request.addEventListener('abort', () => resolve(OFFLINE));
      request.send(body);
    });
  } finally {
    tell(null);
  }
}

function outcomeOf(request: XMLHttpRequest): SubmitOutcome {
  if (request.status === 429) {
    return { status: 'limited', seconds: Number(request.getResponseHeader('retry-after')) || 60 };
  }
  if (request.status === 413) {
    const isJson = request.getResponseHeader('content-type')?.includes('application/json');
    if (!isJson) return TOO_LARGE;
  }
  if (!request.getResponseHeader('content-type')?.includes('application/json')) return OFFLINE;
  try {
    const result = JSON.parse(request.responseText) as FormResult;
    return result && typeof result === 'object' && 'status' in result ? result : OFFLINE;
  } catch {
    return OFFLINE;
  }
}
