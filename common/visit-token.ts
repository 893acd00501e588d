/**
 * A lead's booking link token (issue 33): 32 random bytes in base64url, 43 characters. The
 * app checks only its shape (a made-up link is never looked up twice); the server holds its hash.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isVisitToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && TOKEN_SHAPE.test(token);

/** The booking page a token opens. */
export const visitPath = (token: string) => `/visit/${token}`;
