import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Button } from '../../../components/button';
import { fieldControlClass } from '../../../components/form/form-field';
import type { LeadFilter, LeadOwner } from './lead-data';
import { KIND_LABELS, STAGE_LABELS, STAGES } from './lead-words';

const labelClass = 'text-sm font-semibold text-fg';
const controlClass = `min-h-12 ${fieldControlClass}`;

const FLAG_LABELS = { stale: 'Only stale leads', due: 'Only follow-ups due' } as const;

/**
 * Search and filters of the board and the list: a GET form, so the filter lives in the address
 * (a deep link survives a reload) and works without script. The filters past the search fold
 * into "More filters", open while one is set.
 */
export function LeadFilters({
  action,
  filter,
  owners,
  showStage = true,
  foldOnPhones = false,
}: {
  action: string;
  filter: LeadFilter;
  owners: LeadOwner[];
  showStage?: boolean;
  /**
   * Below 1024 px behind a "Search and filters" disclosure, open while a filter is set (the
   * board: its first card stays high on a phone; decision 049). From 1024 px always shown.
   */
  foldOnPhones?: boolean;
}) {
  const isNarrowed = Boolean(
    filter.stage || filter.owner || filter.kind || filter.from || filter.to,
  );
  const isFiltered = isNarrowed || Boolean(filter.q || filter.flag);
  const form = (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Filter the leads"
      className={`flex flex-col gap-3 rounded-lg bg-surface ${
        foldOnPhones ? 'px-4 pb-4 lg:border lg:border-border lg:p-4' : 'border border-border p-4'
      }`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
          <label htmlFor="leads-q" className={labelClass}>
            Search
          </label>
          <input
            id="leads-q"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={filter.q ?? ''}
            className={controlClass}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Apply
        </Button>
        {isFiltered && (
          <Link
            to={action}
            className="inline-flex min-h-12 items-center text-sm font-semibold text-link underline underline-offset-4"
          >
            Clear filters
          </Link>
        )}
      </div>
      {filter.flag && (
        <p className="flex items-center gap-2 text-sm text-fg">
          <input type="hidden" name="flag" value={filter.flag} />
          <span className="font-semibold">{FLAG_LABELS[filter.flag]}</span>
        </p>
      )}
      <details open={isNarrowed} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-fg">
          More filters
        </summary>
        <div className="grid gap-3 pt-2 sm:grid-cols-2 lg:grid-cols-5">
          {showStage && (
            <Choice id="leads-stage" name="stage" label="Stage" value={filter.stage}>
              <option value="">Any stage</option>
              {STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
            </Choice>
          )}
          <Choice id="leads-owner" name="owner" label="Owner" value={filter.owner}>
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </Choice>
          <Choice id="leads-kind" name="kind" label="Kind" value={filter.kind}>
            <option value="">Quotes and messages</option>
            <option value="quote">{KIND_LABELS.quote}s</option>
            <option value="message">{KIND_LABELS.message}s</option>
          </Choice>
          {(['from', 'to'] as const).map((name) => (
            <div key={name} className="flex flex-col gap-2">
              <label htmlFor={`leads-${name}`} className={labelClass}>
                {name === 'from' ? 'Sent from' : 'Sent until'}
              </label>
              <input
                id={`leads-${name}`}
                type="date"
                name={name}
                defaultValue={filter[name] ?? ''}
                className={controlClass}
              />
            </div>
          ))}
        </div>
      </details>
    </Form>
  );
  if (!foldOnPhones) return form;
  return (
    <details
      open={isFiltered}
      className="rounded-lg border border-border bg-surface lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-fg lg:hidden">
        Search and filters
      </summary>
      {form}
    </details>
  );
}

function Choice({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={controlClass}>
        {children}
      </select>
    </div>
  );
}
