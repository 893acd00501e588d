/** An email address as stored and compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** Whether it looks like one address (the mail server has the last word). */
export const isEmail = (email: string) => email.length <= 254 && EMAIL.test(email.trim());
