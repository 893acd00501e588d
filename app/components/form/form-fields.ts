/**
 * What the site's forms read from their fields and answers in the browser: which controls are
 * fields, whether the browser's own check refuses one, the status line an outcome gives, and
 * the server's cleaned values put back where it took control characters out.
 */
import { isEmailAddress } from '../../forms/email-address';
import type { FormResult } from '../../forms/form-result';
import { CONTROL_MESSAGE, type FieldErrors, type FormValues } from '../../forms/parse-form';
import type { StatusMessage } from './form-status';
import type { SubmitOutcome } from './submit-form';

export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export const isField = (element: Element): element is FieldElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

export function statusOf(
  outcome: SubmitOutcome | FormResult | undefined,
): StatusMessage | undefined {
  if (!outcome) return undefined;
  if (outcome.status === 'invalid') {
    return { kind: 'invalid', count: Object.keys(outcome.errors).length };
  }
  if (outcome.status === 'sent') return { kind: 'sent', outcome: outcome.outcome };
  if (outcome.status === 'limited') return { kind: 'limited', seconds: outcome.seconds };
  return { kind: outcome.status };
}

/**
 * Whether the browser's own check refuses a field. An address the browser's `type="email"` does
 * not take but ours does (an internationalised one: email-address.ts) passes.
 */
export function isRefused(field: FieldElement): boolean {
  if (field.validity.valid) return false;
  const onlyType = field.validity.typeMismatch && !field.validity.valueMissing;
  return !(onlyType && field.type === 'email' && isEmailAddress(field.value.trim()));
}

/** Shows the server's cleaned values in the fields it took control characters out of. */
export function showCleaned(form: HTMLFormElement, errors: FieldErrors, values: FormValues) {
  for (const [name, message] of Object.entries(errors)) {
    const field = form.elements.namedItem(name);
    const cleaned = values[name];
    if (message === CONTROL_MESSAGE && field instanceof Element && isField(field) && cleaned) {
      field.value = cleaned;
    }
  }
}
