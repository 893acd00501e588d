import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { postForm, reach, signIn, type Target } from './site';
import type { startSmtp } from './smtp';

/** Whether a captured mail went to this address. */
export const isTo = (mail: ParsedMail, email: string) =>
  [mail.to]
    .flat()
    .map((address) => address?.text ?? '')
    .join(',')
    .toLowerCase()
    .includes(email.toLowerCase());

/** The first link to this site in a captured mail's text. */
export function linkIn(text: string | undefined, base: string): string {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('No link in the mail');
  // The link starts with PUBLIC_URL: startSite sets it to the server's own address.
  expect(link.startsWith(base)).toBe(true);
  return link;
}

/** Whether a session cookie still opens the leads. */
export async function isSignedIn(target: Target, cookie: string): Promise<boolean> {
  const { base, send } = reach(target);
  const response = await send(`${base}/admin`, { headers: { cookie }, redirect: 'manual' });
  return response.status === 200;
}

/**
 * Invites `email` as the owner of `ownerCookie`, reads the mailed link, accepts it with a name
 * and password, and returns the new person's session cookie.
 */
export async function inviteAndJoin(
  target: Target,
  smtp: Awaited<ReturnType<typeof startSmtp>>,
  ownerCookie: string,
  { email, role, password }: { email: string; role: 'owner' | 'editor'; password: string },
): Promise<string> {
  const { base } = reach(target);
  const invite = await postForm(
    target,
    '/admin/people',
    { intent: 'invite', email, role },
    { cookie: ownerCookie },
  );
  expect(invite.status).toBe(200);
  const mail = await smtp.waitFor((m) => isTo(m, email));
  const link = linkIn(mail.text, base);
  const path = new URL(link).pathname;
  const joined = await postForm(target, path, { name: `Person ${email}`, password });
  expect(joined.status).toBe(303);
  expect(joined.headers.get('location')).toBe('/admin');
  // The joined person is signed in; signing in again works too.
  await signIn(target, { email, password });
  return (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * What an old session cookie can still do to the leads (the outside audit's finding): export
 * them as CSV (status, and whether a CSV came back) and change a status.
 */
export async function leadsAccess(target: Target, cookie: string) {
  const { base, send } = reach(target);
  const csv = await send(`${base}/admin/export.csv`, { headers: { cookie }, redirect: 'manual' });
  const isCsv = (csv.headers.get('content-type') ?? '').includes('text/csv');
  const status = await postForm(
    target,
    '/admin?index',
    { intent: 'set-status', id: '1', status: 'handled' },
    { cookie },
  );
  return { exportStatus: csv.status, isCsv, setStatus: status.status };
}
