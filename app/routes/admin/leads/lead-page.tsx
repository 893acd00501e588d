import { useEffect } from 'react';
import { Link } from 'react-router';
import { referenceOf } from '../../../forms/reference';
import { ClockNote, CompanyTime, Notice } from '../kit';
import { QuotePanel } from '../quotes/quote-panel';
import { ReplySection } from '../replies/reply-section';
import { VisitPanel } from '../visits/visit-panel';
import { LeadBadges } from './lead-badges';
import { LeadContact } from './lead-contact';
import type { LeadActionData, LeadPageData } from './lead-data';
import { leadFieldId } from './lead-field-form';
import { LeadFiles } from './lead-files';
import { LeadHistory } from './lead-history';
import { LeadRequest } from './lead-request';
import { LeadVisit } from './lead-visit';
import { duration, KIND_LABELS, STAGE_LABELS } from './lead-words';
import { LeadWork } from './lead-work';
import { useMoveFocus } from './move-focus';

/** The way back: the pipeline's home, board and list. */
const CRUMBS = [
  ['/admin', 'Leads'],
  ['/admin/leads/board', 'Board'],
  ['/admin/leads', 'List'],
] as const;

const crumb =
  'inline-flex min-h-11 min-w-11 items-center justify-center text-link underline underline-offset-4';

/** After a refused change, the field it names takes focus (the stage form's own hook does its). */
function useRefusalFocus(actionData: LeadActionData | undefined) {
  useEffect(() => {
    if (!actionData || actionData.ok || !actionData.field || actionData.intent === 'stage') return;
    document.getElementById(leadFieldId(actionData.field))?.focus();
  }, [actionData]);
}

/** /admin/leads/<id>: one lead, what was sent and from where, and everything done with it. */
export function LeadPage({
  data,
  actionData,
}: {
  data: LeadPageData;
  actionData?: LeadActionData;
}) {
  const { lead, timeZone } = data;
  useMoveFocus(actionData, data.lead);
  useRefusalFocus(actionData);
  const replied = lead.firstReplyAt
    ? new Date(lead.firstReplyAt).getTime() - new Date(lead.createdAt).getTime()
    : null;
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 text-fg-muted">
          {CRUMBS.map(([to, label], index) => (
            <li key={to} className="flex items-center gap-2">
              <Link to={to} className={crumb}>
                {label}
              </Link>
              {index < CRUMBS.length - 1 && <span aria-hidden="true">/</span>}
            </li>
          ))}
        </ol>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-h2 break-words text-fg">{lead.name}</h1>
        <p className="text-fg-muted">
          {KIND_LABELS[lead.kind]} ·{' '}
          <span className="font-semibold text-fg">{STAGE_LABELS[lead.stage]}</span>
          {lead.lostReason && ` (${lead.lostReason})`} · sent <CompanyTime iso={lead.createdAt} />
          {` · reference ${referenceOf(lead.kind, lead.id)}`}
          {replied !== null && ` · first reply after ${duration(replied)}`}
        </p>
        <ClockNote />
        <LeadBadges lead={lead} />
      </header>
      <Notice tone={actionData?.ok === false ? 'error' : 'success'} polite>
        {actionData?.message}
      </Notice>
      {/*
        On a phone the actions come first (decision 049): call, mail, map, reply, then the stage,
        owner and follow-up; what was sent, the reply and the history follow. Wide: the actions
        in a column of their own beside them.
      */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <LeadContact lead={lead} />
          <LeadWork data={data} actionData={actionData} />
          <VisitPanel leadId={lead.id} visit={data.siteVisit} timeZone={timeZone} />
        </div>
        <div className="lg:col-start-1">
          <LeadRequest lead={lead} titles={data.titles} />
          <LeadFiles files={data.files} />
          <LeadVisit pages={data.visit} timeZone={timeZone} />
          <QuotePanel quote={data.quote} actionData={actionData} />
        </div>
        <div className="lg:col-start-1">
          <ReplySection lead={lead} reply={data.reply} actionData={actionData} />
        </div>
        <div className="lg:col-start-1">
          <LeadHistory lead={lead} owners={data.owners} actionData={actionData} />
        </div>
      </div>
    </div>
  );
}
