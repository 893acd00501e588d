/**
 * The "sent too fast" rule's time (docs/decisions/030-spam-folder.md), and the one setting that
 * lowers it: FORM_MIN_FILL_TEST_MS, for the servers the tests start, so that a test posts as
 * soon as its form is filled instead of waiting a person's second and a half (decision 042).
 * Its name says what it is for; it can only lower the rule, never raise it, and the server
 * prints it at start. There is no production setting: the rule's time is the code's.
 */
import { optional } from '../config-checks.ts';
import { StartError } from '../ops/start-error.ts';
import { MIN_FILL_MS } from './form-token.ts';

export const MIN_FILL_TEST_SETTING = 'FORM_MIN_FILL_TEST_MS';

/** The shortest fill time of any form on this server: MIN_FILL_MS unless a test lowers it. */
export function minFillSetting(env: NodeJS.ProcessEnv): number {
  const raw = optional(env[MIN_FILL_TEST_SETTING]);
  if (raw === undefined) return MIN_FILL_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MIN_FILL_MS) {
    throw new StartError(
      `${MIN_FILL_TEST_SETTING} is for tests only and must be a whole number of milliseconds from 0 to ${MIN_FILL_MS} (got "${raw}").`,
    );
  }
  return value;
}

/**
 * The time a form must have been out before its post counts as a person's: the form's own
 * (`forForm`, e.g. the newsletter's one second) or the rule's, never above the server's.
 */
export const minFillFor = (serverMinMs: number, forForm = MIN_FILL_MS) =>
  Math.min(forForm, serverMinMs);
