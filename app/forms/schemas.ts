import * as v from 'valibot';
import { serviceSlugs } from '../content/slugs';
import {
  choice,
  emailAddress,
  emptyOr,
  LIMITS,
  optionalText,
  phoneNumber,
  requiredText,
  webAddress,
} from './fields';
import { QUOTE_SWITCHABLE, type QuoteSwitchable } from './quote-fields';

/** The field as it is when required, or the same check for whatever is typed, empty allowed. */
const maybe = <S extends v.GenericSchema<string, string>>(isRequired: boolean, schema: S) =>
  isRequired ? schema : emptyOr(schema);

import { quoteExtraEntries } from './quote-extras';

/**
 * Request a Quote (SPEC 5: all required but the last name), for the services offered now: the
 * server checks a post against the published services, the form's constraints come from the
 * build's list (a picklist gives no HTML constraint beyond `required`). The office may make
 * some of the spec's required fields optional (office settings, `requiredQuoteFields`): an
 * optional field may be left empty, and what is typed there is still checked.
 */
export const quoteSchemaFor = (
  services: readonly string[],
  required: readonly QuoteSwitchable[] = QUOTE_SWITCHABLE,
) => {
  const is = (name: QuoteSwitchable) => required.includes(name);
  return v.object({
    firstName: requiredText('your first name', LIMITS.name),
    lastName: optionalText('your last name', LIMITS.name),
    email: emailAddress(),
    phone: maybe(is('phone'), phoneNumber()),
    company: maybe(is('company'), requiredText('your company or organization')),
    website: maybe(is('website'), webAddress()),
    service: maybe(is('service'), choice(services, 'a service')),
    message: maybe(is('message'), requiredText('your message', LIMITS.message)),
    // The optional extras (site address, budget, start, visit times: decision 032).
    ...quoteExtraEntries,
  });
};

export const quoteSchema = quoteSchemaFor(serviceSlugs);

/** Contact Us "Send Message" (SPEC 5: name and email required). */
export const contactSchema = v.object({
  name: requiredText('your name', LIMITS.name),
  email: emailAddress(),
  subject: optionalText('the subject'),
  message: optionalText('your message', LIMITS.message),
});

/**
 * A blog comment (SPEC 5: name and email required, the message optional). One sent without
 * words still waits in the Comments screen like any other (nothing a visitor sends is dropped);
 * the office decides. The post comes from the URL.
 */
export const commentSchema = v.object({
  name: requiredText('your name', LIMITS.name),
  email: emailAddress(),
  comment: optionalText('your comment', LIMITS.message),
});

/** The footer's newsletter sign-up. */
export const subscribeSchema = v.object({
  email: emailAddress(),
});

export type QuoteInput = v.InferOutput<typeof quoteSchema>;
export type ContactInput = v.InferOutput<typeof contactSchema>;
export type CommentInput = v.InferOutput<typeof commentSchema>;
export type SubscribeInput = v.InferOutput<typeof subscribeSchema>;
