import { data } from 'react-router';
import { isRowId } from '../../../common/row-id';
import { buildMeta } from '../../lib/meta';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/audit';
import { when } from './admin-format';
import { ScreenTitle } from './admin-shell';

export const meta = () => buildMeta({ name: 'Audit log', path: '/admin/audit', noIndex: true });

const PAGE = 100;

/** Owners only: the newest entries first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  const beforeText = new URL(request.url).searchParams.get('before');
  const before = beforeText ? Number(beforeText) : undefined;
  // An id past the database's range is an error there (PostgreSQL), not an empty page.
  if (before !== undefined && !isRowId(before)) {
    throw data('The before= page must be an entry number.', { status: 400 });
  }
  const entries = await services.accounts.auditLog(before);
  return { entries, older: entries.length === PAGE ? entries.at(-1)?.id : undefined };
}

/** What an action means, in words; unknown ones are shown as stored. */
const ACTIONS: Record<string, string> = {
  'sign-in.ok': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.throttled': 'Sign-in held back (too many attempts)',
  'sign-out': 'Signed out',
  'session.revoked': 'Ended a sign-in',
  'password.changed': 'Changed their password',
  'password.change-refused':
    'Password change refused (wrong current password or too many attempts)',
  'password.reset-requested': 'Asked for a reset link',
  'password.reset': 'Set a new password from a reset link',
  'person.invited': 'Invited',
  'person.invite-withdrawn': 'Withdrew the invitation of',
  'person.joined': 'Joined',
  'person.role-changed': 'Changed the role of',
  'person.removed': 'Removed',
  'person.added': 'Added',
  'person.updated': 'Updated',
  'spam.not-spam': 'Took out of Spam',
  'lead.replied': 'Replied by mail to',
  'reply-template.added': 'Added the reply template',
  'reply-template.changed': 'Changed the reply template',
  'reply-template.deleted': 'Deleted the reply template',
  'privacy.exported': 'Exported the data of',
  'privacy.erased': 'Erased the data of',
  'privacy.retention-changed': 'Changed how long data is kept',
};

const detailText = (detail: Record<string, unknown> | null) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : '';

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <>
      <ScreenTitle
        title="Audit log"
        intro="Sign-ins, changes to people and sessions, and content changes, newest first. Passwords are never recorded."
      />
      {entries.length === 0 ? (
        <p className="text-lg text-fg">Nothing recorded yet.</p>
      ) : (
        <>
          {/* A table on wide screens; on a phone, one card per entry (nothing scrolls sideways). */}
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="bg-surface-muted text-fg">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  What
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Detail
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  data-action={entry.action}
                  className="border-t border-border align-top"
                >
                  <td className="px-3 py-2 whitespace-nowrap text-fg-muted">
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                  </td>
                  <td className="px-3 py-2 break-all text-fg">{entry.actor}</td>
                  <td className="px-3 py-2 text-fg">{ACTIONS[entry.action] ?? entry.action}</td>
                  <td className="px-3 py-2 break-all text-fg">{entry.subject}</td>
                  <td className="px-3 py-2 break-all text-fg-muted">{detailText(entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ol className="flex flex-col gap-3 md:hidden">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3 text-sm"
              >
                <p className="text-fg-muted">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </p>
                <p className="break-all text-fg">
                  <span className="font-semibold">{entry.actor}</span>:{' '}
                  {ACTIONS[entry.action] ?? entry.action} {entry.subject}
                </p>
                {entry.detail && (
                  <p className="break-all text-fg-muted">{detailText(entry.detail)}</p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {older && (
        <p>
          <a
            href={`/admin/audit?before=${older}`}
            className="font-semibold text-link underline underline-offset-4"
          >
            Older entries
          </a>
        </p>
      )}
    </>
  );
}
