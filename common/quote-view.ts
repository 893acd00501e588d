/**
 * A quote as the customer sees it (decision 059): the same plain data draws the office's
 * preview, the customer's page and the PDF, so the three cannot differ.
 */

import type { QuoteLine } from './quote-money.ts';
import {
  formatMoney,
  type PricedLine,
  quantityText,
  quoteTotals,
  taxRateText,
} from './quote-money.ts';

export interface QuoteView {
  company: string;
  /** The customer's name as the lead has it. */
  customer: string;
  /** "Q-12-2": the lead's number and the version. */
  reference: string;
  version: number;
  currency: string;
  /**
   * Line items, or one amount with the office's own PDF (the customer reads it through the
   * link's `/document`; `lines` is then empty and the total is the amount, tax included).
   */
  kind: 'lines' | 'document';
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** The last day it may be accepted (YYYY-MM-DD). */
  validUntil: string;
  terms: string;
}

/** The view of a version's stored parts. */
export function quoteView(parts: {
  company: string;
  customer: string;
  leadId: number;
  version: number;
  currency: string;
  lines: readonly QuoteLine[];
  /** Set for a quote of one amount with the office's own PDF (minor units). */
  amountMinor?: number;
  validUntil: string;
  terms: string;
}): QuoteView {
  const totals =
    parts.amountMinor === undefined
      ? quoteTotals(parts.lines)
      : {
          lines: [],
          subtotalMinor: parts.amountMinor,
          taxMinor: 0,
          totalMinor: parts.amountMinor,
        };
  return {
    company: parts.company,
    customer: parts.customer,
    reference: `Q-${parts.leadId}-${parts.version}`,
    version: parts.version,
    currency: parts.currency,
    kind: parts.amountMinor === undefined ? 'lines' : 'document',
    lines: totals.lines,
    subtotalMinor: totals.subtotalMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    validUntil: parts.validUntil,
    terms: parts.terms,
  };
}

/** "Saturday 12 December 2026": a calendar day (YYYY-MM-DD) in words, whatever the zone. */
export function dayInWords(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A line's cells as every rendering shows them. */
export function lineCells(line: PricedLine, currency: string) {
  return {
    description: line.description,
    quantity: quantityText(line.quantityMilli),
    unitPrice: formatMoney(line.unitMinor, currency),
    tax: taxRateText(line.taxBp),
    amount: formatMoney(line.netMinor, currency),
  };
}
