import { data, redirect } from 'react-router';
import type { SpamKind } from '../../../../server/spam/store';
import { subscriberWelcome } from '../../../forms/subscriber-mail';
import { buildMeta } from '../../../lib/meta';
import { field, linkBase, requireUser } from '../../../server/admin-session.server';
import { laterAcknowledgement, officeNow } from '../../../server/visitor-answer.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { ButtonLink, ClockNote, CompanyClock, Notice } from '../kit';
import type { Route } from './+types/spam';
import { SpamEntryCard } from './spam-entry';
import { isAcknowledgementOutcome, movedWords } from './spam-moved';

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
  const query = new URL(request.url).searchParams;
  const moved = query.get('moved') ?? '';
  const ack = query.get('ack') ?? '';
  return {
    entries: entries.map((entry) => ({
      ...entry,
      service: entry.service ? (titles.get(entry.service) ?? entry.service) : null,
    })),
    moved: KINDS.has(moved) ? (moved as SpamKind) : undefined,
    acknowledgement: isAcknowledgementOutcome(ack) ? ack : undefined,
    timeZone: office.timeZone,
  };
}

/**
 * "Not spam": one click moves the entry out (audited) and says where it went, and whether the
 * visitor of a quote or message was acknowledged then (or why not).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  if (field(form, 'intent', 20) !== 'not-spam') throw data('Unknown action.', { status: 400 });
  const match = /^(submission|subscriber)-(\d{1,12})$/.exec(field(form, 'key', 40));
  if (!match) throw data('That entry could not be read.', { status: 400 });
  const origin = linkBase(context);
  const table = match[1] as 'submission' | 'subscriber';
  // The acknowledgement in the site's words: the office's settings and contact details, the
  // services' titles (read only for a lead; a failed read is this request's 503).
  const acknowledgement =
    table === 'submission'
      ? laterAcknowledgement(
          await officeNow(context),
          await services.content.published
            .services()
            .then((offered) => new Map(offered.map((s) => [s.slug, s.title])))
            .then((titles) => (slug: string) => titles.get(slug)),
        )
      : undefined;
  const moved = await services.spam.notSpam(
    { table, id: Number(match[2]) },
    { id: signedIn.person.id, email: signedIn.person.email },
    (token) => subscriberWelcome(origin, token),
    acknowledgement,
  );
  if (!moved) throw data('That entry is no longer in Spam.', { status: 404 });
  const ack = moved.acknowledgement ? `&ack=${moved.acknowledgement}` : '';
  throw redirect(`/admin/spam?moved=${moved.kind}${ack}`, { status: 303 });
}

export default function Spam({ loaderData }: Route.ComponentProps) {
  const { entries, moved, acknowledgement, timeZone } = loaderData;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Spam"
        intro="What the spam checks suspected is kept here for 30 days, with the reasons, and then deleted. Nothing in Spam is mailed to the office. If something is a real enquiry, choose Not spam."
      />
      <ClockNote />
      <Notice tone="success">{moved && movedWords(moved, acknowledgement)}</Notice>
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
