/**
 * What each form becomes in the inbox, once its fields pass their schema (shared with the
 * forms in the browser): the submission the server stores, and the words spam checks read.
 */
import type { NewSubmission } from '../../server/store/submissions';
import { parseForm } from './parse-form';
import { detailsOf } from './quote-extras';
import {
  commentSchema,
  contactSchema,
  quoteSchema,
  quoteSchemaFor,
  subscribeSchema,
} from './schemas';

type QuoteRequired = Parameters<typeof quoteSchemaFor>[1];

/** What each form becomes in the inbox. */
export const toSubmission = {
  quote: (formData: FormData, serviceSlugs: readonly string[], required: QuoteRequired) => {
    const parsed = parseForm(quoteSchemaFor(serviceSlugs, required), formData);
    if (!parsed.ok) return parsed;
    const { firstName, lastName, siteAddress, budget, start, visitTimes, ...rest } = parsed.data;
    const name = `${firstName} ${lastName}`.trim();
    const details = detailsOf({ siteAddress, budget, start, visitTimes });
    // A field the office made optional and left empty is stored as nothing, not ''.
    const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ''));
    return {
      ...parsed,
      submission: {
        kind: 'quote',
        name,
        ...given,
        email: rest.email,
        details,
      } satisfies NewSubmission,
    };
  },
  message: (formData: FormData) => {
    const parsed = parseForm(contactSchema, formData);
    if (!parsed.ok) return parsed;
    return { ...parsed, submission: { kind: 'message', ...parsed.data } satisfies NewSubmission };
  },
  comment: (formData: FormData, postSlug: string, postId: number) => {
    const parsed = parseForm(commentSchema, formData);
    if (!parsed.ok) return parsed;
    const { comment, ...rest } = parsed.data;
    return {
      ...parsed,
      submission: {
        kind: 'comment',
        ...rest,
        message: comment,
        postSlug,
        postId,
      } satisfies NewSubmission,
    };
  },
};

/** Each form's schema as the browser knows it: what a refused post's values are read with. */
export const schemaOf = {
  quote: quoteSchema,
  message: contactSchema,
  comment: commentSchema,
  subscribe: subscribeSchema,
};

/** What a visitor wrote in their own words: where link spam shows (a website field is a link by design). */
export const wordsOf = (submission: NewSubmission) =>
  [submission.name, submission.company, submission.subject, submission.message].filter(
    (text): text is string => Boolean(text),
  );
