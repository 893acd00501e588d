import { Form, Link } from 'react-router';
import type { PeriodKey } from '../../../../server/stats/report-types';
import { fieldControlClass } from '../../../components/form/form-field';
import { KitButton } from '../kit';
import { statsHref, type ViewState } from './stats-sort';

const PRESETS: { key: Exclude<PeriodKey, 'custom'>; label: string }[] = [
  { key: '7d', label: '7 days' },
  { key: '30d', label: '30 days' },
  { key: '12m', label: '12 months' },
];

const choiceClass = (isCurrent: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold ${
    isCurrent
      ? 'border-fg bg-fg text-bg'
      : 'border-border-strong text-fg underline-offset-4 hover:bg-surface-muted'
  }`;

/**
 * The period: three links and a GET form for a custom range, so the choice lives in the address
 * (a reload or a shared link keeps it) and works without script. The sort and "show all" ride along.
 */
export function PeriodPicker({
  current,
  typed,
  error,
  state,
}: {
  current: PeriodKey;
  typed: { from: string; to: string };
  error?: string;
  state: ViewState;
}) {
  const isCustom = current === 'custom' || Boolean(error);
  const keep = { sort: state.sort, all: state.all };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => {
            const isCurrent = !error && preset.key === current;
            return (
              <li key={preset.key}>
                <Link
                  to={statsHref({ period: { period: preset.key }, ...keep })}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={choiceClass(isCurrent)}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form
        method="get"
        action="/admin/stats"
        aria-labelledby="stats-custom"
        className="flex flex-wrap items-end gap-3"
      >
        <p id="stats-custom" className="basis-full text-sm font-semibold text-fg">
          Custom period
          {isCustom && !error && (
            <span aria-current="true" className="ml-2 rounded-sm bg-fg px-2 py-0.5 text-bg">
              shown
            </span>
          )}
        </p>
        <input type="hidden" name="period" value="custom" />
        {state.sort && (
          <>
            <input type="hidden" name="sort" value={`${state.sort.table}.${state.sort.column}`} />
            <input type="hidden" name="dir" value={state.sort.dir} />
          </>
        )}
        {state.all.map((table) => (
          <input key={table} type="hidden" name="all" value={table} />
        ))}
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`stats-${name}`} className="text-sm text-fg">
              {name === 'from' ? 'Start date' : 'End date'}
            </label>
            <input
              id={`stats-${name}`}
              type="date"
              name={name}
              defaultValue={typed[name]}
              // A new address keeps the field's value unless React is told it is a new field.
              key={`${name}-${typed[name]}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'stats-period-error' : undefined}
              className={`min-h-11 ${fieldControlClass}`}
            />
          </div>
        ))}
        <KitButton type="submit" tone="primary">
          Show
        </KitButton>
        {error && (
          <p
            id="stats-period-error"
            role="alert"
            className="basis-full rounded-md border border-accent-text px-3 py-2 font-medium text-accent-text"
          >
            {error} Meanwhile the last 30 days are shown.
          </p>
        )}
      </Form>
    </div>
  );
}
