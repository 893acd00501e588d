import { data, redirect } from 'react-router';
import type { SpamKind } from '../../../../server/spam/store';
import { subscriberWelcome } from '../../../forms/subscriber-mail';
import { buildMeta } from '../../../lib/meta';
import { field, linkBase, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { ButtonLink, ClockNote, CompanyClock, Notice } from '../kit';
import type { Route } from './+types/spam';
import { SpamEntryCard } from './spam-entry';
import { KIND_WORDS } from './spam-reasons';

export const meta = () => buildMeta({ name: 'Spam', path: '/admin/spam', noIndex: true });
export const headers = adminHeaders;

const KINDS = new Set<string>(['quote', 'message', 'comment', 'subscriber']);

/** Owners and editors: what the checks suspected, newest first, with the reasons in words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context);
  const [entries, offered, office] = await Promise.all([
    services.spam.list(),
    services.content.published.services(),
    services.office.settings(),
  ]);
  const titles = new Map(offered.map((service) => [service.slug, service.title]));
  const moved = new URL(request.url).searchParams.get('moved') ?? '';
  return {
    entries: entries.map((entry) => ({
      ...entry,
      service: entry.service ? (titles.get(entry.service) ?? entry.service) : null,
    })),
    moved: KINDS.has(moved) ? (moved as SpamKind) : undefined,
    timeZone: office.timeZone,
  };
}

/** "Not spam": one click moves the entry out (audited) and says where it went. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  if (field(form, 'intent', 20) !== 'not-spam') throw data('Unknown action.', { status: 400 });
  const match = /^(submission|subscriber)-(\d{1,12})$/.exec(field(form, 'key', 40));
  if (!match) throw data('That entry could not be read.', { status: 400 });
  const origin = linkBase(context);
  const moved = await services.spam.notSpam(
    { table: match[1] as 'submission' | 'subscriber', id: Number(match[2]) },
    { id: signedIn.person.id, email: signedIn.person.email },
    (token) => subscriberWelcome(origin, token),
  );
  if (!moved) throw data('That entry is no longer in Spam.', { status: 404 });
  throw redirect(`/admin/spam?moved=${moved}`, { status: 303 });
}

export default function Spam({ loaderData }: Route.ComponentProps) {
  const { entries, moved, timeZone } = loaderData;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Spam"
        intro="What the spam checks suspected is kept here for 30 days, with the reasons, and then deleted. Nothing in Spam is mailed to the office. If something is a real enquiry, choose Not spam."
      />
      <ClockNote />
      <Notice tone="success">
        {moved &&
          `${KIND_WORDS[moved]} moved out of Spam${moved === 'subscriber' ? ' onto the list' : ' to the inbox'}.`}
      </Notice>
      <p>
        <ButtonLink to="/admin">Back to the leads</ButtonLink>
      </p>
      <p role="status" className="text-fg-muted">
        {entries.length === 1 ? '1 entry' : `${entries.length} entries`} in Spam, newest first.
      </p>
      {entries.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li key={entry.key}>
              <SpamEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-lg text-fg">Nothing in Spam.</p>
      )}
    </CompanyClock>
  );
}
