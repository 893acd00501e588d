import * as v from 'valibot';
import { isEmailAddress } from './email-address';

/** Longest value of each kind of field: generous for people, small enough to refuse abuse. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  line: 200,
  website: 300,
  message: 5000,
} as const;

/**
 * Digits, spaces and + ( ) . - : what people type in a phone number. Written for the HTML
 * `pattern` attribute (compiled with the `v` flag there), so `( ) -` are escaped.
 */
export const PHONE_PATTERN = '[0-9 +\\(\\)\\.\\-]{6,30}';

const tooLong = (label: string, max: number) => `Please keep ${label} under ${max} characters.`;

/** A required line of text; `label` reads inside a message ("your company"). */
export function requiredText(label: string, max: number = LIMITS.line) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(max, tooLong(label, max)),
  );
}

/** An optional line of text: absent or empty becomes ''. */
export function optionalText(label: string, max: number = LIMITS.line) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(label, max))), '');
}

/**
 * A required email address: what the browser's `type="email"` takes, and also an apostrophe
 * before the @ or an internationalised address (email-address.ts). The metadata gives the field
 * its `type="email"` (constraints.ts).
 */
export function emailAddress(label = 'your email address') {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(LIMITS.email, tooLong(label, LIMITS.email)),
    v.check(isEmailAddress, 'Please enter an email address like name@example.com.'),
    v.metadata({ inputType: 'email' }),
  );
}

/** A required web address with its scheme, as `type="url"` expects. */
export function webAddress(label = 'your website address') {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(LIMITS.website, tooLong(label, LIMITS.website)),
    v.url('Please enter a web address like https://example.com.'),
    v.regex(/^https?:\/\//i, 'Please enter a web address like https://example.com.'),
  );
}

/** A required phone number. */
export function phoneNumber(label = 'your phone number') {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.regex(new RegExp(`^(?:${PHONE_PATTERN})$`, 'v'), `Please check ${label}.`),
  );
}

/** One of a fixed list of values (a select). */
export function choice(options: readonly string[], label: string) {
  return v.picklist(options as [string, ...string[]], `Please choose ${label}.`);
}

/**
 * An optional field with the checks of `schema` for whatever is typed: absent or empty (after
 * trimming) becomes ''. The form's constraints read the inner schema's (constraints.ts), so the
 * browser checks a typed value as the server does.
 */
export function emptyOr<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // A value the inner schema refuses by type (a choice not offered) gets its own message.
      v.union(
        [v.literal(''), schema],
        (schema as { message?: unknown }).message?.toString() ?? 'Please check this field.',
      ),
      v.metadata({ optionalOf: schema }),
    ),
    '',
  );
}
