import { data, type RouterContextProvider } from 'react-router';
import { MIN_SIGN_UP_MS } from '../../common/fill-times';
import { optsOut } from '../../common/opt-out';
import { contentOf, markDatabaseAway } from '../server/content.server';
import { requestInfoContext, servicesContext } from '../server/context';
import { officeNow, sentAnswer, visitorMails } from '../server/visitor-answer.server';
import type { FormKind, FormResult } from './form-result';
import { type FormValues, parseForm, TOKEN_FIELD, valuesOf } from './parse-form';
import { QUOTE_FILES_FIELD } from './quote-files';
import { hasReference } from './reference';
import { subscribeSchema } from './schemas';
import { subscriberWelcome } from './subscriber-mail';
import { schemaOf, toSubmission, wordsOf } from './to-submission';
import { visitSourceOf, withServerOrigin } from './visit-source';

export interface SubmissionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  kind: FormKind;
  /** The post a comment is about (from the URL or the form). */
  postSlug?: string;
}

/**
 * Handles one form post on the server: invalid input comes back with its messages and values
 * (422); a valid one is screened for spam, stored (what the checks suspect in the Spam folder,
 * with the reasons) and acknowledged the same either way, only once committed; a storage
 * failure stores nothing and says so (503). Nothing a visitor sends is thrown away.
 */
export async function handleSubmission({ request, context, kind, postSlug }: SubmissionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
  const answer = (result: FormResult, status = 200) => {
    // Whatever failed, the page answering it reads no more from the database.
    if (status === 503) markDatabaseAway(context);
    return { result, status };
  };
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
    // Mailed links start with PUBLIC_URL, never this request's Host (common/public-link.ts).
    const origin = services.publicUrl;
    const screening = services.spam.screen(formData, {
      clientIp,
      texts: [],
      minFillMs: MIN_SIGN_UP_MS,
    });
    const signUp = await services.newsletter.subscribe(
      parsed.data.email,
      (token) => subscriberWelcome(origin, token),
      screening,
    );
    if (!signUp.ok) {
      // The cause, never the address typed.
      services.failures.failure('newsletter', signUp.error, '(a sign-up was answered 503)');
      return answer({ status: 'failed', values }, 503);
    }
    // One answer for a new, a known and a held address: the page never tells whether an
    // address is on the list (decision 035); the mail tells its owner.
    return answer({ status: 'sent', kind, outcome: 'subscribed' });
  }

  // What the post is checked against: the published services, the post commented on. The
  // store being unreachable is a 503 that keeps the form, as a failed save is.
  const content = contentOf(context);
  const unread = (what: string) => (error: unknown) => {
    // Names the kind of form only: nothing the visitor typed reaches the log.
    services.failures.failure('form', error, `(${what} could not be read for a ${kind}: 503)`);
    return undefined;
  };
  const office = hasReference(kind)
    ? await officeNow(context).catch(unread('the contact details'))
    : undefined;
  if (hasReference(kind) && !office) return answer({ status: 'failed', values }, 503);
  // A comment belongs to its post by the post's id (its address may change: decision 054).
  const lookup =
    kind === 'quote'
      ? content.slugs('services')
      : kind === 'comment' && postSlug
        ? services.comments.postId(postSlug).then((id) => id ?? false)
        : Promise.resolve(kind === 'message');
  const known = await lookup.catch(unread('the published content'));
  if (known === undefined) return answer({ status: 'failed', values }, 503);
  if (kind === 'comment' && !known) {
    throw data('This post does not take comments.', { status: 404 });
  }
  const result =
    kind === 'quote' && Array.isArray(known)
      ? toSubmission.quote(formData, known, office?.settings.requiredQuoteFields ?? [])
      : kind === 'comment' && typeof known === 'number'
        ? toSubmission.comment(formData, postSlug ?? '', known)
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
  // A lead keeps where it came from; its visitor gets a reference, an answer time and a mail.
  const now = new Date();
  const lead = hasReference(kind) && office ? { kind, office } : undefined;
  // …and the day's visitor key its page views share (decision 036; none under GPC/DNT, and
  // none when it cannot be read: the services log why, the lead is stored all the same).
  const visit = lead
    ? await services.statsIngest.visitOf(
        clientIp,
        request.headers.get('user-agent'),
        optsOut(request.headers),
      )
    : undefined;
  // Where the visit began: the page's own word, or else (a document load before its script
  // ran, or no script) the server's record of that visitor key's visit today (decision 052).
  const told = visitSourceOf(formData, request);
  const source =
    visit && told.entryPage === null
      ? withServerOrigin(told, await services.statsIngest.originOf(visit))
      : told;
  const submission = lead ? { ...result.submission, source, visit } : result.submission;
  const titles = new Map(
    (lead?.kind === 'quote' ? await content.services() : []).map((s) => [s.slug, s.title]),
  );
  const mails = lead
    ? visitorMails(lead.kind, submission, lead.office, now, (slug) => titles.get(slug))
    : undefined;
  const saved = await services.submissions.submit(submission, screening, mails, files.files);
  if (!saved.ok) {
    // Why it was not stored, once, with the 503: the visitor keeps what they typed.
    services.failures.failure('form', saved.error, '(a submission was answered 503)');
    return answer({ status: 'failed', values }, 503);
  }
  const stored = saved.value;
  if (!lead) return answer({ status: 'sent', kind });
  if (!stored.isDuplicate && !stored.isSpam) {
    const { headers } = request;
    const page = ('source' in submission && submission.source?.sourcePage) || '/';
    services.statsIngest.enquirySent(clientIp, headers.get('user-agent'), optsOut(headers), page);
  }
  // A quote request gets its private booking link (issue 33); without it the page offers none.
  const booking =
    lead.kind === 'quote'
      ? await services.visits.issueLink(stored.id).catch((error: unknown) => {
          services.failures.failure('visits', error, '(a quote was sent without a booking link)');
          return undefined;
        })
      : undefined;
  return answer({
    status: 'sent',
    kind,
    ...sentAnswer(lead.kind, stored.id, lead.office, now),
    ...(booking ? { visit: booking } : {}),
  });
}
