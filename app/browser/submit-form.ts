import type { FormResult } from '../forms/form-result';
import type { TokenHolder } from './form-token';
import { visitFields } from './visit-fields';

/** The answer when there is no server to take the form (a static copy) or the network failed. */
export const OFFLINE: { status: 'offline' } = { status: 'offline' };

/** What the form's script can get back beside the server's own results. */
export type SubmitOutcome = FormResult | typeof OFFLINE | { status: 'limited'; seconds: number };

/**
 * Sends a form to the server's JSON endpoint, with the form's token, and reads the result. Never
 * throws: a missing server, a network failure or an unreadable answer all come back as
 * {@link OFFLINE}.
 */
export async function submitForm(
  form: HTMLFormElement,
  endpoint: string,
  tokens: TokenHolder,
): Promise<SubmitOutcome> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  // Where the visit came from, read from the page now (never stored on the device).
  for (const [name, value] of Object.entries(visitFields())) body.set(name, value);
  await tokens.fill(body);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.status === 429) {
      return { status: 'limited', seconds: Number(response.headers.get('retry-after')) || 60 };
    }
    if (!response.headers.get('content-type')?.includes('application/json')) return OFFLINE;
    const result = (await response.json()) as FormResult;
    return result && typeof result === 'object' && 'status' in result ? result : OFFLINE;
  } catch {
    return OFFLINE;
  }
}
