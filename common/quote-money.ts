/**
 * A quote's money (issue 33, decision 059): every amount is a whole number of the currency's
 * minor unit (cents), every quantity a whole number of thousandths, every tax rate a whole
 * number of hundredths of a percent (basis points). Nothing here is a float: amounts are read
 * from the typed text digit by digit, multiplied as BigInt and rounded half up once per line.
 * The office's screen, the customer's page, the PDF and the store all compute with this file.
 */
import { refusal } from './refusal.ts';

/** The most any one amount, quantity or line may be (a billion in the currency). */
export const AMOUNT_MAX_MAJOR = 1_000_000_000;
export const QUANTITY_MAX = 1_000_000;
/** Tax rates from 0 % to 100 %. */
export const TAX_RATE_MAX_BP = 10_000;
export const LINES_MAX = 50;
export const DESCRIPTION_MAX = 300;

/** One line as stored: its description and three whole numbers. */
export interface QuoteLine {
  description: string;
  /** Thousandths of a unit (2.5 m² is 2500). */
  quantityMilli: number;
  /** Minor units of the currency per unit. */
  unitMinor: number;
  /** Hundredths of a percent (20 % is 2000). */
  taxBp: number;
}

/** A line with what it comes to. */
export interface PricedLine extends QuoteLine {
  netMinor: number;
  taxMinor: number;
}

export interface QuoteTotals {
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** How many digits the currency's minor unit has (2 for USD and EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** Whether `code` is a currency this runtime formats (ISO 4217, three capitals). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

/**
 * Reads a decimal as typed ("1,250.50", "1 250.5", "12") into a whole number of 10^-digits:
 * undefined when it is not a plain non-negative decimal with at most `digits` decimals.
 */
export function parseDecimal(text: string, digits: number): number | undefined {
  const plain = text.trim().replace(/[\s,\u00a0\u202f]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(plain);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const value = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(value) ? value : undefined;
}

/** `value / divisor` rounded half up, for non-negative BigInts. */
const roundedDiv = (value: bigint, divisor: bigint) => (value * 2n + divisor) / (divisor * 2n);

/** A line's net and tax, each rounded half up to the minor unit once. */
export function priceLine(line: QuoteLine): PricedLine {
  const net = roundedDiv(BigInt(line.quantityMilli) * BigInt(line.unitMinor), 1000n);
  const tax = roundedDiv(net * BigInt(line.taxBp), 10_000n);
  return { ...line, netMinor: Number(net), taxMinor: Number(tax) };
}

/** The lines priced and summed: subtotal, tax and total in minor units. */
export function quoteTotals(lines: readonly QuoteLine[]): QuoteTotals {
  const priced = lines.map(priceLine);
  const subtotalMinor = priced.reduce((sum, line) => sum + line.netMinor, 0);
  const taxMinor = priced.reduce((sum, line) => sum + line.taxMinor, 0);
  return { lines: priced, subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

/** One line as the office typed it. */
export interface TypedLine {
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

/**
 * Checks and reads the typed lines (blank rows skipped): a refusal names the row and field
 * (`lines.2.unitPrice`) in words the office reads.
 */
export function readLines(typed: readonly TypedLine[], currency: string): QuoteLine[] {
  const digits = minorDigits(currency);
  const rows = typed
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => Object.values(line).some((value) => value.trim() !== ''));
  if (rows.length === 0) throw refusal(422, 'Add at least one line to the quote.', 'lines.0');
  if (rows.length > LINES_MAX) {
    throw refusal(422, `A quote holds at most ${LINES_MAX} lines.`, 'lines.0');
  }
  return rows.map(({ line, index }) => {
    const at = (name: string) => `lines.${index}.${name}`;
    const row = index + 1;
    const description = line.description.trim();
    if (!description) throw refusal(422, `Line ${row}: describe the work.`, at('description'));
    if (description.length > DESCRIPTION_MAX) {
      throw refusal(
        422,
        `Line ${row}: a description holds at most ${DESCRIPTION_MAX} characters.`,
        at('description'),
      );
    }
    const quantityMilli = parseDecimal(line.quantity || '1', 3);
    if (quantityMilli === undefined || quantityMilli === 0 || quantityMilli > QUANTITY_MAX * 1000) {
      throw refusal(
        422,
        `Line ${row}: the quantity is a number above 0 such as 2 or 2.5.`,
        at('quantity'),
      );
    }
    const unitMinor = parseDecimal(line.unitPrice, digits);
    if (unitMinor === undefined || unitMinor > AMOUNT_MAX_MAJOR * 10 ** digits) {
      throw refusal(
        422,
        `Line ${row}: the unit price is an amount such as ${digits ? '1250.00' : '1250'}.`,
        at('unitPrice'),
      );
    }
    const taxBp = parseDecimal(line.taxRate || '0', 2);
    if (taxBp === undefined || taxBp > TAX_RATE_MAX_BP) {
      throw refusal(
        422,
        `Line ${row}: the tax rate is a percentage from 0 to 100, such as 8.25.`,
        at('taxRate'),
      );
    }
    const priced = priceLine({ description, quantityMilli, unitMinor, taxBp });
    if (priced.netMinor + priced.taxMinor > AMOUNT_MAX_MAJOR * 10 ** digits) {
      throw refusal(422, `Line ${row} comes to more than a quote may hold.`, at('quantity'));
    }
    return { description, quantityMilli, unitMinor, taxBp };
  });
}

/** An amount in minor units as the customer reads it ("$1,250.50"). */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Whole and fraction as strings: the division is for display only and exact at these sizes.
  return format.format(minor / 10 ** digits);
}

/** A whole number of 10^-digits as typed back into a field ("1250.50", "2.5"). */
export function decimalText(value: number, digits: number, trim = false): string {
  if (digits === 0) return String(value);
  const text = String(value).padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits);
  if (!trim) return `${whole}.${fraction}`;
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

/** A quantity as the customer reads it ("2.5"). */
export const quantityText = (milli: number) => decimalText(milli, 3, true);

/** A tax rate as the customer reads it ("8.25 %"). */
export const taxRateText = (bp: number) => `${decimalText(bp, 2, true)} %`;

/** Whole units of the currency, rounded half up: the lead's estimated value on acceptance. */
export const wholeUnits = (minor: number, currency: string) => {
  const scale = 10 ** minorDigits(currency);
  return Math.floor((minor * 2 + scale) / (scale * 2));
};
