/** The statistics view's numbers and names as the office reads them (browser-safe). */
import type { TableKey } from './stats-sort';

const whole = new Intl.NumberFormat('en-US');

/** "12,345". */
export const count = (value: number) => whole.format(value);

/** "4.2%" (one decimal below 10%, whole above); "–" when there was nothing to divide by. */
export function percent(rate: number, base = 1): string {
  if (base === 0) return '–';
  const value = rate * 100;
  return `${value < 10 && value !== 0 ? value.toFixed(1) : Math.round(value)}%`;
}

/** A campaign value `source|medium|campaign` as "google / cpc / spring" ("–" for a blank part). */
export function campaignWords(value: string): string {
  return value
    .split('|')
    .map((part) => part || '–')
    .join(' / ');
}

const DEVICE_WORDS: Record<string, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

/** A row's value in words, as its table names it. */
export function valueWords(table: TableKey, value: string): string {
  if (table === 'campaigns') return campaignWords(value);
  if (table === 'devices') return DEVICE_WORDS[value] ?? value;
  return value || '(none)';
}
