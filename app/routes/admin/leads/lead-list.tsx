import { Link } from 'react-router';
import { LIST_PAGE_SIZE } from '../../../../common/lead-list-size';
import { Notice } from '../kit';
import { LeadCard } from './lead-card';
import { filterQuery, type LeadActionData, type ListData } from './lead-data';
import { LeadFilters } from './lead-filters';
import { count } from './lead-words';
import { LeadsHeader } from './leads-header';
import { useMoveFocus } from './move-focus';

const pageLink =
  'inline-flex min-h-11 items-center rounded-md border border-border-strong px-4 text-sm font-semibold text-fg hover:bg-surface-muted';

/** /admin/leads: every lead matching the filter, newest first, a page of 25, each with "Move to". */
export function LeadList({ data, actionData }: { data: ListData; actionData?: LeadActionData }) {
  const { filter, page, total, leads } = data;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  useMoveFocus(actionData, data.leads);
  return (
    <div className="flex flex-col gap-6">
      <LeadsHeader
        view="list"
        title="Leads list"
        intro="Quote requests and messages, newest first."
        filter={filter}
      />
      <LeadFilters
        key={filterQuery(filter)}
        action="/admin/leads"
        filter={filter}
        owners={data.owners}
      />
      <Notice tone={actionData?.ok === false ? 'error' : 'success'} polite>
        {actionData?.message}
      </Notice>
      <p className="text-fg-muted">
        {count(total, 'lead')}
        {pages > 1 && `, page ${page} of ${pages}`}.
      </p>
      {leads.length > 0 ? (
        <ol className="grid gap-4 md:grid-cols-2">
          {leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} titles={data.titles} actionData={actionData} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-lg text-fg">No leads match.</p>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex flex-wrap gap-3">
          {page > 1 && (
            <Link
              to={`/admin/leads${filterQuery(filter, { page: String(page - 1) })}`}
              className={pageLink}
            >
              Newer
            </Link>
          )}
          {page < pages && (
            <Link
              to={`/admin/leads${filterQuery(filter, { page: String(page + 1) })}`}
              className={pageLink}
            >
              Older
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
