import { Form } from 'react-router';
import type { QuotePanelData } from '../../../../server/quotes/service';
import { kitButtonClass } from '../kit';
import { fieldClass, leadFieldId } from '../leads/lead-field-form';

const label = 'text-sm font-semibold text-fg';

/**
 * The office's quote settings, for every new quote (decision 059): the company's currency and
 * the reminder's days before expiry. Owners change them (an editor is told so); folded away.
 */
export function QuoteSettingsForm({
  settings,
  errorAt,
}: {
  settings: QuotePanelData['settings'];
  errorAt: (name: string) => string | undefined;
}) {
  const currencyError = errorAt('currency');
  const daysError = errorAt('reminderDays');
  return (
    <details
      className="rounded-md border border-border px-3 py-1"
      open={Boolean(currencyError || daysError)}
    >
      <summary className="min-h-11 cursor-pointer py-2.5 text-sm font-semibold text-fg">
        Quote settings (every new quote): {settings.currency},{' '}
        {settings.reminderDays
          ? `reminder ${settings.reminderDays} days before expiry`
          : 'no reminder'}
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="quote-settings" />
        <div className="flex flex-col gap-1">
          <label htmlFor={leadFieldId('currency')} className={label}>
            Currency (code)
          </label>
          <input
            id={leadFieldId('currency')}
            name="currency"
            defaultValue={settings.currency}
            maxLength={3}
            autoCapitalize="characters"
            aria-invalid={currencyError ? true : undefined}
            aria-describedby={currencyError ? 'quote-currency-error' : undefined}
            className={`${fieldClass} sm:w-28`}
          />
          {currencyError && (
            <p id="quote-currency-error" className="text-sm font-medium text-accent-text">
              {currencyError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={leadFieldId('reminderDays')} className={label}>
            Remind the customer, days before expiry (0: never)
          </label>
          <input
            id={leadFieldId('reminderDays')}
            name="reminderDays"
            type="number"
            min={0}
            max={60}
            defaultValue={settings.reminderDays}
            aria-invalid={daysError ? true : undefined}
            aria-describedby={daysError ? 'quote-days-error' : undefined}
            className={`${fieldClass} sm:w-28`}
          />
          {daysError && (
            <p id="quote-days-error" className="text-sm font-medium text-accent-text">
              {daysError}
            </p>
          )}
        </div>
        <button type="submit" className={kitButtonClass('quiet', 'self-start sm:self-end')}>
          Save settings
        </button>
      </Form>
    </details>
  );
}
