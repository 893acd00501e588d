import { data, type RouterContextProvider, redirect } from 'react-router';
import { describeError } from '../../server/ops/error-code';
import { MIN_SIGN_UP_MS } from '../../server/spam/form-token';
import type { NewSubmission } from '../../server/store/submissions';
import { contentOf } from '../server/content.server';
import { requestInfoContext, servicesContext } from '../server/context';
import { type FormKind, type FormResult, thankYouPath } from './form-result';
import { type FormValues, parseForm, TOKEN_FIELD, valuesOf } from './parse-form';
import { detailsOf } from './quote-extras';
import { QUOTE_FILES_FIELD } from './quote-files';
import {
  commentSchema,
  contactSchema,
  quoteSchema,
  quoteSchemaFor,
  subscribeSchema,
} from './schemas';
import { subscriberWelcome } from './subscriber-mail';

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
    const { firstName, lastName, siteAddress, budget, start, visitTimes, ...rest } = parsed.data;
    const name = `${firstName} ${lastName}`.trim();
    const details = detailsOf({ siteAddress, budget, start, visitTimes });
    return {
      ...parsed,
      submission: { kind: 'quote', name, ...rest, details } satisfies NewSubmission,
    };
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

/** What a visitor wrote in their own words: where link spam shows (a website field is a link by design). */
const wordsOf = (submission: NewSubmission) =>
  [submission.name, submission.company, submission.subject, submission.message].filter(
    (text): text is string => Boolean(text),
  );

/**
 * Handles one form post on the server: invalid input comes back with its messages and values
 * (422); a valid one is screened for spam, stored (what the checks suspect in the Spam folder,
 * with the reasons) and acknowledged the same either way, only once committed; a storage
 * failure stores nothing and says so (503). Nothing a visitor sends is thrown away.
 */
async function handleSubmission({ request, context, kind, postSlug }: SubmissionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
  const answer = (result: FormResult, status = 200) => ({ result, status });
  const services = context.get(servicesContext);
  if (!services)
    return answer({ status: 'failed', values: valuesOf(schemaOf[kind], formData) }, 503);
  // A page answering a post without script keeps the visitor's token, and so the time it was
  // handed out: correcting a field is never "sent too fast".
  const kept = (values: FormValues): FormValues => {
    const token = services.spam.keptToken(formData);
    return token ? { ...values, [TOKEN_FIELD]: token } : values;
  };
  const values = kept(valuesOf(schemaOf[kind], formData));
  const { clientIp } = context.get(requestInfoContext);

  if (kind === 'subscribe') {
    const parsed = parseForm(subscribeSchema, formData);
    if (!parsed.ok) {
      return answer({ status: 'invalid', errors: parsed.errors, values: kept(parsed.values) }, 422);
    }
    const origin = new URL(request.url).origin;
    const screening = services.spam.screen(formData, {
      clientIp,
      texts: [],
      minFillMs: MIN_SIGN_UP_MS,
    });
    // The services log the cause; this line ties it to the 503 (never the address typed).
    const outcome = await services
      .subscribe(parsed.data.email, (token) => subscriberWelcome(origin, token), screening)
      .catch((error: unknown) => formNotStored(kind, error));
    if (!outcome) return answer({ status: 'failed', values }, 503);
    // A sign-up held in Spam reads like any new one.
    return answer({ status: 'sent', kind, outcome: outcome === 'held' ? 'subscribed' : outcome });
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
  if (!result.ok) {
    return answer({ status: 'invalid', errors: result.errors, values: kept(result.values) }, 422);
  }
  // A quote's files: checked by their bytes and cleaned before anything is stored; refused
  // files answer 413/415/422 with the form as typed (decision 032).
  const files = await services.leadFiles.prepare(
    kind === 'quote' ? context.get(requestInfoContext).uploads : undefined,
  );
  if (!files.ok) {
    return answer(
      { status: 'invalid', errors: { [QUOTE_FILES_FIELD]: files.message }, values },
      files.status,
    );
  }
  const screening = services.spam.screen(formData, {
    clientIp,
    texts: wordsOf(result.submission),
  });
  // The visitor keeps what they typed; the log says which form failed and why.
  const stored = await services
    .submit(result.submission, screening, files.files)
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
