import { data, type RouterContextProvider, redirect } from 'react-router';
import { describeError } from '../../server/ops/error-code';
import type { NewSubmission } from '../../server/store/submissions';
import { site } from '../content/site';
import { contentOf } from '../server/content.server';
import { servicesContext } from '../server/context';
import { type FormKind, type FormResult, thankYouPath } from './form-result';
import { looksAutomated, parseForm, valuesOf } from './parse-form';
import {
  commentSchema,
  contactSchema,
  quoteSchema,
  quoteSchemaFor,
  subscribeSchema,
} from './schemas';

interface SubmissionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  kind: FormKind;
  /** The post a comment is about (from the URL or the form). */
  postSlug?: string;
}

/** What each form becomes in the inbox. */
const toSubmission = {
  quote: (formData: FormData, serviceSlugs: readonly string[]) => {
    const parsed = parseForm(quoteSchemaFor(serviceSlugs), formData);
    if (!parsed.ok) return parsed;
    const { firstName, lastName, ...rest } = parsed.data;
    const name = `${firstName} ${lastName}`.trim();
    return { ...parsed, submission: { kind: 'quote', name, ...rest } satisfies NewSubmission };
  },
  message: (formData: FormData) => {
    const parsed = parseForm(contactSchema, formData);
    if (!parsed.ok) return parsed;
    return { ...parsed, submission: { kind: 'message', ...parsed.data } satisfies NewSubmission };
  },
  comment: (formData: FormData, postSlug: string) => {
    const parsed = parseForm(commentSchema, formData);
    if (!parsed.ok) return parsed;
    const { comment, ...rest } = parsed.data;
    return {
      ...parsed,
      submission: { kind: 'comment', ...rest, message: comment, postSlug } satisfies NewSubmission,
    };
  },
};

const schemaOf = {
  quote: quoteSchema,
  message: contactSchema,
  comment: commentSchema,
  subscribe: subscribeSchema,
};

/**
 * A page's form action, for a browser posting without script: a 303 to the thank-you page,
 * or the same page again with the messages and the values as typed (422).
 */
export async function pageFormAction(args: SubmissionArgs) {
  const { result, status } = await handleSubmission(args);
  if (result.status === 'sent') {
    return redirect(thankYouPath(result.kind, result.outcome) + commentSuffix(args), 303);
  }
  return data(result, { status });
}

/** The same handling for the form's script: the result as JSON, the page stays. */
export async function apiFormAction(args: SubmissionArgs) {
  const { result, status } = await handleSubmission(args);
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Handles one form post on the server: bots are answered as if accepted, invalid input comes
 * back with its messages and values (422), a valid one is stored and acknowledged only once
 * committed; a storage failure stores nothing and says so (503).
 */
async function handleSubmission({ request, context, kind, postSlug }: SubmissionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
  const answer = (result: FormResult, status = 200) => ({ result, status });
  if (looksAutomated(formData)) return answer({ status: 'sent', kind });

  const values = valuesOf(schemaOf[kind], formData);
  const services = context.get(servicesContext);
  if (!services) return answer({ status: 'failed', values }, 503);

  if (kind === 'subscribe') {
    const parsed = parseForm(subscribeSchema, formData);
    if (!parsed.ok) return answer({ status: 'invalid', errors: parsed.errors, values }, 422);
    const origin = new URL(request.url).origin;
    // The services log the cause; this line ties it to the 503 (never the address typed).
    const outcome = await services
      .subscribe(parsed.data.email, (token) => subscriberWelcome(origin, token))
      .catch((error: unknown) => formNotStored(kind, error));
    if (!outcome) return answer({ status: 'failed', values }, 503);
    return answer({ status: 'sent', kind, outcome });
  }

  // What the post is checked against: the published services, the post commented on. The
  // store being unreachable is a 503 that keeps the form, as a failed save is.
  const content = contentOf(context);
  const lookup =
    kind === 'quote'
      ? content.slugs('services')
      : kind === 'comment' && postSlug
        ? content.post(postSlug).then(Boolean)
        : Promise.resolve(kind === 'message');
  const known = await lookup.catch((error: unknown) => {
    // Names the kind of form only: nothing the visitor typed reaches the log.
    console.error(
      `form: the published content could not be read to check a ${kind} (answered 503)`,
      error,
    );
    return undefined;
  });
  if (known === undefined) return answer({ status: 'failed', values }, 503);
  if (kind === 'comment' && !known) {
    throw data('This post does not take comments.', { status: 404 });
  }
  const result =
    kind === 'quote' && Array.isArray(known)
      ? toSubmission.quote(formData, known)
      : kind === 'comment'
        ? toSubmission.comment(formData, postSlug ?? '')
        : toSubmission.message(formData);
  if (!result.ok) return answer({ status: 'invalid', errors: result.errors, values }, 422);
  // The visitor keeps what they typed; the log says which form failed and why.
  const stored = await services
    .submit(result.submission)
    .catch((error: unknown) => formNotStored(kind, error));
  if (!stored) return answer({ status: 'failed', values }, 503);
  return answer({ status: 'sent', kind });
}

/** Logs a form that could not be stored, naming its kind and the error only; gives undefined. */
function formNotStored(kind: FormKind, error: unknown): undefined {
  console.error(`form: a ${kind} could not be stored (answered 503):`, describeError(error));
  return undefined;
}

/** The thank-you page for a comment links back to its post. */
function commentSuffix({ kind, postSlug }: SubmissionArgs) {
  return kind === 'comment' && postSlug ? `?post=${encodeURIComponent(postSlug)}` : '';
}

function subscriberWelcome(origin: string, token: string) {
  const link = `${origin}/newsletter/unsubscribe/${token}`;
  return {
    subject: `You are subscribed to ${site.name} news`,
    body:
      `Thank you for subscribing to news from ${site.name}.\n` +
      'We write a few times a year about our projects, with tips for your own.\n\n' +
      `To stop these mails, open this link: ${link}\n`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
