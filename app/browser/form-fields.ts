/**
 * What the site's forms read from their fields and answers in the browser: which controls are
 * fields, whether the browser's own check refuses one, the status line an outcome gives, and
 * the server's cleaned values put back where it took control characters out.
 */
import { isEmailAddress } from '../forms/email-address';
import type { FormResult } from '../forms/form-result';
import { CONTROL_MESSAGE, type FieldErrors, type FormValues } from '../forms/parse-form';
import type { StatusMessage } from './form-status-words';
import type { SubmitOutcome } from './submit-form';
import { validationMessage } from './validation-message';

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

/**
 * The fields the browser's own check refuses, in the form's order (the first takes focus), with
 * a plain-language message for each.
 */
export function checkFields(form: HTMLFormElement): {
  invalid: FieldElement[];
  errors: FieldErrors;
} {
  const invalid = Array.from(form.elements)
    .filter(isField)
    .filter((field) => field.name && isRefused(field));
  const errors = Object.fromEntries(invalid.map((field) => [field.name, validationMessage(field)]));
  return { invalid, errors };
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
