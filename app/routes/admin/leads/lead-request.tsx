import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTRA_LABELS, extraRows } from '../../../forms/quote-extra-words';
import { CompanyTime } from '../kit';
import { mailtoHref, mapHref, telHref } from './contact-links';
import type { LeadDetail } from './lead-data';
import { KIND_LABELS, STAGE_LABELS } from './lead-words';

const dl = 'grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]';

/** A link in a row of details, a full tap target high (decision 049). */
const rowLink =
  'inline-flex min-h-11 items-center break-all text-link underline underline-offset-4';

/** `text` as a link to `href`, or as text when there is no address for it. */
function linked(text: string | null | undefined, href: string | null, newTab = false): ReactNode {
  if (!text) return null;
  if (!href) return text;
  return (
    <a href={href} className={rowLink} {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {text}
      {newTab && <span className="sr-only"> (on a map, opens a new tab)</span>}
    </a>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter((row) => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <dl className={dl}>
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          {/* Beside a link (a full tap target high), the label sits at its middle. */}
          <dt
            className={`font-semibold text-fg ${typeof value === 'string' ? '' : 'sm:flex sm:min-h-11 sm:items-center'}`}
          >
            {label}
          </dt>
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
}: {
  lead: LeadDetail;
  titles: Record<string, string>;
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
          <a href={mailtoHref(lead.email)} className={rowLink}>
            {lead.email}
          </a>
        </p>
        <Rows
          rows={[
            ['Phone', linked(lead.phone, lead.phone ? telHref(lead.phone) : null)],
            ['Company', lead.company],
            ['Website', lead.website],
            ['Service', lead.service ? (titles[lead.service] ?? lead.service) : null],
            ['Subject', lead.subject],
            ...extraRows(lead.details).map(([label, words]): [string, ReactNode] =>
              label === EXTRA_LABELS.siteAddress
                ? [label, linked(words, mapHref(words), true)]
                : [label, words],
            ),
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
                <Link to={`/admin/leads/${earlier.id}`} className={`${rowLink} font-semibold`}>
                  {KIND_LABELS[earlier.kind as keyof typeof KIND_LABELS] ?? earlier.kind},{' '}
                  <CompanyTime iso={earlier.createdAt} />
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
