/** What the spam tests read: a page's form token, and where each post landed (straight from the database). */
import { TOKEN_FIELD } from '../../../app/forms/parse-form';
import { openDatabase } from '../../../server/db/connect.ts';
import { reach, type Target } from './site';

const TOKEN_IN_PAGE = new RegExp(`name="${TOKEN_FIELD}" value="([^"]*)"`, 'g');

/** A page's HTML without its form tokens, which each answer has its own of (page-token.ts). */
export const withoutTokens = (html: string) => html.replace(TOKEN_IN_PAGE, '');

/** Every form token in a page's HTML (one per form). */
export const tokensIn = (html: string) => [...html.matchAll(TOKEN_IN_PAGE)].map((m) => m[1] ?? '');

/** A page as a browser without script gets it, and the token its forms carry. */
export async function pageWithToken(target: Target, path: string) {
  const { base, send } = reach(target);
  const response = await send(`${base}${path}`);
  const html = await response.text();
  const [token = ''] = tokensIn(html);
  return { response, html, token };
}

/** A token of the form's script, as it fetches one (no-store). */
export async function scriptToken(target: Target) {
  const { base, send } = reach(target);
  const response = await send(`${base}/api/form-token`);
  const body = (await response.json()) as { token: string };
  return { response, token: body.token };
}

/** Waits `ms`: a person filling a form in. */
export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Where each submission (by email) and sign-up is stored: its folder and reasons. */
export async function folders(databaseUrl: string) {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const submissions = await db
      .selectFrom('submissions')
      .select(['id', 'email', 'kind', 'folder', 'spam_reasons', 'stage', 'status'])
      .execute();
    const subscribers = await db
      .selectFrom('subscribers')
      .select(['id', 'email', 'folder', 'spam_reasons', 'unsubscribed_at'])
      .execute();
    const byEmail = new Map(
      submissions.map((row) => [
        row.email,
        { ...row, reasons: JSON.parse(row.spam_reasons ?? '[]') as string[] },
      ]),
    );
    const signUps = new Map(
      subscribers.map((row) => [
        row.email,
        { ...row, reasons: JSON.parse(row.spam_reasons ?? '[]') as string[] },
      ]),
    );
    return { byEmail, signUps, submissions, subscribers };
  } finally {
    await close();
  }
}
