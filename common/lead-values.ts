/**
 * What a lead's note, lost reason and estimated value may hold: the lead screen's forms and
 * the pipeline (server/leads/lead-changes.ts) check the same.
 */
import { refusal } from './refusal.ts';

export const NOTE_MAX = 5000;
export const REASON_MAX = 500;
export const VALUE_MAX = 1_000_000_000;

/** Reads an amount as typed ("12,500", "12 500"): a whole number, or null for ''. */
export function parseValue(text: string): number | null {
  const plain = text.trim().replace(/[\s,]/g, '');
  if (!plain) return null;
  const amount = /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount > VALUE_MAX) {
    throw refusal(422, 'The estimated value is a whole amount, such as 12500.', 'value');
  }
  return amount;
}
