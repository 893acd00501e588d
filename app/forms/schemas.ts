import * as v from 'valibot';
import { serviceSlugs } from '../content/slugs';
import {
  choice,
  emailAddress,
  LIMITS,
  optionalText,
  phoneNumber,
  requiredText,
  webAddress,
} from './fields';
import { quoteExtraEntries } from './quote-extras';

/**
 * Request a Quote (SPEC 5: all required but the last name), for the services offered now: the
 * server checks a post against the published services, the form's constraints come from the
 * build's list (a picklist gives no HTML constraint beyond `required`).
 */
export const quoteSchemaFor = (services: readonly string[]) =>
  v.object({
    firstName: requiredText('your first name', LIMITS.name),
    lastName: optionalText('your last name', LIMITS.name),
    email: emailAddress(),
    phone: phoneNumber(),
    company: requiredText('your company or organization'),
    website: webAddress(),
    service: choice(services, 'a service'),
    message: requiredText('your message', LIMITS.message),
    // The optional extras (site address, budget, start, visit times: decision 032).
    ...quoteExtraEntries,
  });

export const quoteSchema = quoteSchemaFor(serviceSlugs);

/** Contact Us "Send Message" (SPEC 5: name and email required). */
export const contactSchema = v.object({
  name: requiredText('your name', LIMITS.name),
  email: emailAddress(),
  subject: optionalText('the subject'),
  message: optionalText('your message', LIMITS.message),
});

/** A blog comment (SPEC 5: name and email required). The post comes from the URL. */
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
