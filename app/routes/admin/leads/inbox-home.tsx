import { Link } from 'react-router';
import type { HomeSummary } from '../../../../server/leads/home-summary';
import { PushToggle } from '../alerts/push-toggle';
import { CompanyTime, DataTable } from '../kit';
import { MailOffWhere } from '../office/mail-off-where';
import { SpamLink } from '../spam/spam-link';
import type { LeadSummary } from './lead-data';
import { duration, money, STAGE_LABELS, STAGES } from './lead-words';
import { LeadsHeader } from './leads-header';

/** A link a thumb can hit (decision 049): 44 px high, at least as wide. */
const link =
  'inline-flex min-h-11 min-w-11 items-center font-semibold text-link underline underline-offset-4';
const panel = 'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card';

/** /admin: where the pipeline stands and what needs the office today. */
export function InboxHome({
  summary,
  isMailOn,
  spamCount,
}: {
  summary: HomeSummary;
  isMailOn: boolean;
  spamCount: number;
}) {
  const { stages, firstReply } = summary;
  return (
    <div className="flex flex-col gap-8">
      <LeadsHeader
        view="home"
        title="Leads"
        intro="Quote requests and messages, from new to won."
      />
      <SpamLink count={spamCount} />
      <PushToggle />
      {!isMailOn && (
        <p className="rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg">
          Mail to the office is off: new leads appear only here.
          <MailOffWhere />
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="home-stages" className={panel}>
          <h2 id="home-stages" className="text-h3 text-fg">
            By stage
          </h2>
          <DataTable
            caption="Leads and their estimated value, by stage"
            columns={[
              {
                header: 'Stage',
                cell: (stage) => (
                  <Link to={`/admin/leads?stage=${stage}`} className={link}>
                    {STAGE_LABELS[stage]}
                  </Link>
                ),
              },
              { header: 'Leads', cell: (stage) => stages[stage].count, nowrap: true },
              {
                header: 'Estimated value',
                cell: (stage) => money(stages[stage].value),
                nowrap: true,
              },
            ]}
            rows={STAGES}
            rowKey={(stage) => stage}
          />
        </section>
        <section aria-labelledby="home-reply" className={panel}>
          <h2 id="home-reply" className="text-h3 text-fg">
            Time to first reply
          </h2>
          <p className="text-sm text-fg-muted">Leads sent in the last 30 days.</p>
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-fg-muted">Median</dt>
              <dd className="text-h3 text-fg">
                {firstReply.medianMs === null ? 'No replies yet' : duration(firstReply.medianMs)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-fg-muted">Answered within one business day</dt>
              <dd className="text-h3 text-fg">
                {firstReply.share === null ? '–' : `${Math.round(firstReply.share * 100)}%`}
              </dd>
              <dd className="text-sm text-fg-muted">
                {firstReply.within} of {firstReply.counted}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-fg-muted">
            Business days are Monday to Friday on the company’s clock. Moving a lead on from New
            counts as its first reply.
          </p>
        </section>
        <LeadShortList
          id="home-stale"
          title={`Stale (${summary.stale.total})`}
          empty="Nothing is stale."
          more={summary.stale.total > summary.stale.leads.length ? '/admin/leads?flag=stale' : ''}
          leads={summary.stale.leads}
        />
        <LeadShortList
          id="home-due"
          title={`Follow-ups due (${summary.due.total})`}
          empty="No follow-up is due today."
          more={summary.due.total > summary.due.leads.length ? '/admin/leads?flag=due' : ''}
          leads={summary.due.leads}
        />
      </div>
      <nav aria-label="More in the inbox">
        <ul className="flex flex-wrap gap-x-6">
          <li>
            <Link to="/admin/comments" className={link}>
              Comments ({summary.commentsWaiting} waiting)
            </Link>
          </li>
          <li>
            <Link to="/admin?kind=subscriber" className={link}>
              Newsletter sign-ups
            </Link>
          </li>
          <li>
            <Link to="/admin/stats?view=speed" className={link}>
              Site speed
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function LeadShortList({
  id,
  title,
  empty,
  more,
  leads,
}: {
  id: string;
  title: string;
  empty: string;
  more: string;
  leads: LeadSummary[];
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-h3 text-fg">
        {title}
      </h2>
      {leads.length > 0 ? (
        <ul className="flex flex-col">
          {leads.map((lead) => (
            <li key={lead.id} className="text-sm">
              <Link to={`/admin/leads/${lead.id}`} className={link}>
                {lead.name}
              </Link>{' '}
              <span className="text-fg-muted">
                {STAGE_LABELS[lead.stage]}, sent <CompanyTime iso={lead.createdAt} />
                {lead.followUpOn && ` · follow up ${lead.followUpOn}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{empty}</p>
      )}
      {more && (
        <Link to={more} className={`text-sm ${link}`}>
          See them all in the list
        </Link>
      )}
    </section>
  );
}
