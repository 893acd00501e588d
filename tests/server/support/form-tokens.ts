/**
 * Form tokens for test and benchmark posts, signed with the test servers' FORM_SECRET: what a
 * visitor's page would carry, issued ten seconds before the post (a person's pace).
 */
import { createFormTokens, type TokenSource } from '../../../server/spam/form-token.ts';
import { MIN_FILL_TEST_SETTING } from '../../../server/spam/min-fill.ts';

export const TEST_FORM_SECRET = 'test-form-secret-for-the-servers-under-test';

/**
 * The setting of a test server whose tests post as soon as a form is filled (decision 042):
 * no form is "sent too fast" there (server/spam/min-fill.ts). The rule's own tests start their
 * server without it, at the real second and a half.
 */
export const QUICK_FILL: Record<string, string> = { [MIN_FILL_TEST_SETTING]: '0' };

const earlier = createFormTokens(Buffer.from(TEST_FORM_SECRET), () => Date.now() - 10_000);
const justNow = createFormTokens(Buffer.from(TEST_FORM_SECRET));

/** A valid token issued ten seconds ago (`s`: the script's kind, used once). */
export const testToken = (source: TokenSource = 's') => earlier.issue(source);
/** A valid token issued this instant: a post with it is "sent too fast". */
export const freshToken = (source: TokenSource = 's') => justNow.issue(source);

const lastWeek = createFormTokens(Buffer.from(TEST_FORM_SECRET), () => Date.now() - 8 * 86_400_000);
/** A token issued eight days ago: expired. */
export const expiredToken = () => lastWeek.issue('p');
/** A valid token with its signature changed: forged. */
export const forgedToken = () =>
  testToken().replace(
    /(.)(.{10})$/,
    (_, c: string, rest: string) => (c === 'A' ? 'B' : 'A') + rest,
  );
