import { hash, verify } from '@node-rs/argon2';

/** Shortest password accepted for a person (the same rule as ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest accepted: argon2 takes any length, but a megabyte "password" is abuse. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * argon2id with the library's defaults, which are OWASP's first recommendation
 * (19 MiB, 2 passes, 1 lane): 64 ms at best on this machine (docs/decisions/022).
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Whether `password` matches the stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for an email with no account: the answer's timing then
 * does not tell whether an account exists.
 */
export async function verifyNobody(password: string): Promise<false> {
  dummy ??= hash('no account has this password');
  await verifyPassword(await dummy, password);
  return false;
}

/** Why a new password cannot be used, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters; a few words in a row are easy to remember.`;
  }
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}
