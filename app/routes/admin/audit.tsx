import { data } from 'react-router';
import { isRowId } from '../../../common/row-id';
import { buildMeta } from '../../lib/meta';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/audit';
import { ScreenTitle } from './admin-shell';
import { AUDIT_AREAS, actorWords, auditSentence } from './audit-words';
import {
  ButtonLink,
  ClockNote,
  CompanyClock,
  CompanyTime,
  DataTable,
  Field,
  FilterBar,
} from './kit';

export const meta = () => buildMeta({ name: 'Audit log', path: '/admin/audit', noIndex: true });

const PAGE = 100;

/** Owners only: the newest entries first, a page at a time, of one kind when filtered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  const params = new URL(request.url).searchParams;
  const beforeText = params.get('before');
  const before = beforeText ? Number(beforeText) : undefined;
  // An id past the database's range is an error there (PostgreSQL), not an empty page.
  if (before !== undefined && !isRowId(before)) {
    throw data('The before= page must be an entry number.', { status: 400 });
  }
  const areaText = params.get('what') ?? '';
  const area = Object.hasOwn(AUDIT_AREAS, areaText) ? areaText : '';
  const [entries, office] = await Promise.all([
    services.accounts.auditLog(before, area ? AUDIT_AREAS[area]?.prefixes : undefined),
    services.office.settings(),
  ]);
  return {
    entries,
    area,
    older: entries.length === PAGE ? entries.at(-1)?.id : undefined,
    timeZone: office.timeZone,
  };
}

type Entry = Route.ComponentProps['loaderData']['entries'][number];

const detailText = (detail: Record<string, unknown> | null) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : '';

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, older, area, timeZone } = loaderData;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Audit log"
        intro="Sign-ins, changes to people and sessions, content, leads and settings, newest first. Passwords are never recorded."
      />
      <ClockNote />
      <FilterBar label="Filter the audit log" clearTo="/admin/audit" isFiltered={area !== ''}>
        <Field label="What" name="what" required={false}>
          {(props) => (
            <select {...props} defaultValue={area} className={`min-h-11 ${props.className} py-2`}>
              <option value="">Everything</option>
              {Object.entries(AUDIT_AREAS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>
      {entries.length === 0 ? (
        <p className="text-lg text-fg">
          {area ? 'Nothing of that kind recorded yet.' : 'Nothing recorded yet.'}
        </p>
      ) : (
        <DataTable<Entry>
          caption="Audit log entries, newest first"
          rows={entries}
          rowKey={(entry) => entry.id}
          rowData={(entry) => ({ 'data-action': entry.action })}
          columns={[
            { header: 'When', nowrap: true, cell: (entry) => <CompanyTime iso={entry.at} /> },
            {
              header: 'What',
              cell: (entry) => <span className="font-medium">{auditSentence(entry)}</span>,
            },
            {
              header: 'Who',
              cell: (entry) => (
                <span className="wrap-anywhere text-fg-muted">
                  {entry.actorName ? entry.actor : actorWords(entry)}
                </span>
              ),
            },
            {
              header: 'Detail',
              cell: (entry) => (
                <span className="wrap-anywhere text-fg-muted">{detailText(entry.detail)}</span>
              ),
            },
          ]}
        />
      )}
      {older && (
        <p>
          <ButtonLink
            to={`/admin/audit?before=${older}${area ? `&what=${area}` : ''}`}
            className="self-start"
          >
            Older entries
          </ButtonLink>
        </p>
      )}
    </CompanyClock>
  );
}
