/**
 * Form tokens for test and benchmark posts, signed with the test servers' FORM_SECRET: what a
 * visitor's page would carry, issued ten seconds before the post (a person's pace).
 */
import { createFormTokens, type TokenSource } from '../../../server/spam/form-token.ts';

export const TEST_FORM_SECRET = 'test-form-secret-for-the-servers-under-test';

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
