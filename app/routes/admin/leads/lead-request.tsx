import { Link } from 'react-router';
import { extraRows } from '../../../forms/quote-extra-words';
import type { LeadDetail } from './lead-data';
import { KIND_LABELS, STAGE_LABELS, when } from './lead-words';

const dl = 'grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]';

function Rows({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <dl className={dl}>
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-fg">{label}</dt>
          <dd className="break-words text-fg-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the visitor sent, where they came from, and their earlier leads. */
export function LeadRequest({
  lead,
  titles,
  timeZone,
}: {
  lead: LeadDetail;
  titles: Record<string, string>;
  timeZone: string;
}) {
  const { source } = lead;
  const utm = Object.entries(source.utm).map(([key, value]) => `${key}=${value}`);
  const hasSource = Boolean(source.sourcePage || source.entryPage || source.referrer || utm.length);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="lead-sent" className="flex flex-col gap-3">
        <h2 id="lead-sent" className="text-h3 text-fg">
          What they sent
        </h2>
        <p>
          <a
            href={`mailto:${lead.email}`}
            className="break-all text-link underline underline-offset-4"
          >
            {lead.email}
          </a>
        </p>
        <Rows
          rows={[
            ['Phone', lead.phone],
            ['Company', lead.company],
            ['Website', lead.website],
            ['Service', lead.service ? (titles[lead.service] ?? lead.service) : null],
            ['Subject', lead.subject],
            ...extraRows(lead.details),
          ]}
        />
        {lead.message && (
          <p className="break-words whitespace-pre-wrap text-fg" dir="auto">
            {lead.message}
          </p>
        )}
      </section>
      <section aria-labelledby="lead-source" className="flex flex-col gap-3">
        <h2 id="lead-source" className="text-h3 text-fg">
          Where it came from
        </h2>
        {hasSource ? (
          <Rows
            rows={[
              ['Sent from', source.sourcePage],
              ['First page of the visit', source.entryPage],
              ['Referring site', source.referrer],
              ['Campaign', utm.join(', ')],
            ]}
          />
        ) : (
          <p className="text-sm text-fg-muted">Not recorded for this lead.</p>
        )}
      </section>
      <section aria-labelledby="lead-earlier" className="flex flex-col gap-3">
        <h2 id="lead-earlier" className="text-h3 text-fg">
          Earlier from the same person
        </h2>
        {lead.earlier.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {lead.earlier.map((earlier) => (
              <li key={earlier.id} className="text-sm">
                <Link
                  to={`/admin/leads/${earlier.id}`}
                  className="font-semibold text-link underline underline-offset-4"
                >
                  {KIND_LABELS[earlier.kind as keyof typeof KIND_LABELS] ?? earlier.kind},{' '}
                  {when(earlier.createdAt, timeZone)}
                </Link>{' '}
                <span className="text-fg-muted">({STAGE_LABELS[earlier.stage]})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">This is their first.</p>
        )}
      </section>
    </div>
  );
}
