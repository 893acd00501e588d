/**
 * The pipeline's words and numbers as the office reads them: stage and kind names, amounts,
 * days and times on the company's clock. Browser-safe: the screens format what loaders send.
 */
import type { LeadKind, LeadStage } from '../../../../server/leads/tables';
import { cachedFormatter } from '../../../lib/clock-text';

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  site_visit: 'Site visit',
  quote_sent: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
};

export const KIND_LABELS: Record<LeadKind, string> = {
  quote: 'Quote request',
  message: 'Message',
};

/** The stages in pipeline order (the same as server/leads/tables.ts, without importing it). */
export const STAGES = Object.keys(STAGE_LABELS) as LeadStage[];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** An estimated value in the company's currency, whole units ("$12,500"). */
export const money = (amount: number) => currency.format(amount);

/** "Mon 8 Jun 2026": a day (YYYY-MM-DD) as stored, in words. */
export const day = (date: string) =>
  cachedFormatter('day', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

/** "45 min", "3 h 20 min", "2 days 4 h": a duration, rounded to what matters. */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}

/** "1 lead", "3 leads". */
export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
