/**
 * How soon after its form token a post may come from a person (server/spam/form-token.ts
 * checks it; the sign-up form's handler passes the shorter one).
 */

/** A form sent sooner than this after its token was handed out was not filled by a person. */
export const MIN_FILL_MS = 1500;
/**
 * The newsletter sign-up is one field a saved address fills: a quick person opens the page,
 * chooses the address and sends within a second and a half; not within one.
 */
export const MIN_SIGN_UP_MS = 1000;
