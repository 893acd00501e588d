import { data, redirect } from 'react-router';
import { thankYouPath } from './form-result';
import { handleSubmission, type SubmissionArgs } from './form-submission.server';
import { retryHeaders } from './retry-after';

/**
 * A page's form action, for a browser posting without script: a 303 to the thank-you page,
 * or the same page again with the messages and the values as typed (422); when it could not
 * be saved, 503 with Retry-After, the page built without the database (decision 041).
 */
export async function pageFormAction(args: SubmissionArgs) {
  const { result, status } = await handleSubmission(args);
  if (result.status === 'sent') {
    const path = thankYouPath(result.kind, result.outcome, result.reference, result.visit);
    return redirect(path + commentSuffix(args), 303);
  }
  return data(result, { status, headers: retryHeaders(status) });
}

/** The same handling for the form's script: the result as JSON, the page stays. */
export async function apiFormAction(args: SubmissionArgs) {
  const { result, status } = await handleSubmission(args);
  return Response.json(result, {
    status,
    headers: { 'Cache-Control': 'no-store', ...retryHeaders(status) },
  });
}

/** The thank-you page for a comment links back to its post. */
function commentSuffix({ kind, postSlug }: SubmissionArgs) {
  return kind === 'comment' && postSlug ? `?post=${encodeURIComponent(postSlug)}` : '';
}
