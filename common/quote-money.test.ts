import { describe, expect, it } from 'vitest';
import {
  decimalText,
  formatMoney,
  parseDecimal,
  priceLine,
  quoteTotals,
  readLines,
  wholeUnits,
} from './quote-money.ts';

describe('a quote’s money, in whole minor units', () => {
  it('reads amounts as typed, digit by digit, never through a float', () => {
    expect(parseDecimal('1,250.50', 2)).toBe(125050);
    expect(parseDecimal(' 1 250.5 ', 2)).toBe(125050);
    expect(parseDecimal('0.29', 2)).toBe(29);
    expect(parseDecimal('12', 0)).toBe(12);
    for (const bad of ['', '-1', '1.234', '1e3', '12abc', '.5', '1.2.3']) {
      expect(parseDecimal(bad, 2), bad).toBeUndefined();
    }
  });

  it('rounds each line half up once, and sums the rounded lines', () => {
    // 3 × 0.10 is 0.30 exactly (a float sum would be 0.30000000000000004).
    expect(
      priceLine({ description: 'x', quantityMilli: 3000, unitMinor: 10, taxBp: 0 }).netMinor,
    ).toBe(30);
    // 2.5 × 0.99 = 2.475 → 2.48; tax 20 % of 2.48 = 0.496 → 0.50.
    expect(
      priceLine({ description: 'x', quantityMilli: 2500, unitMinor: 99, taxBp: 2000 }),
    ).toMatchObject({
      netMinor: 248,
      taxMinor: 50,
    });
    const totals = quoteTotals([
      { description: 'a', quantityMilli: 1000, unitMinor: 1, taxBp: 5000 },
      { description: 'b', quantityMilli: 1000, unitMinor: 1, taxBp: 5000 },
    ]);
    // Each line's 0.5 cent rounds up: 1 + 1, never 0.5 + 0.5 rounded once.
    expect(totals).toMatchObject({ subtotalMinor: 2, taxMinor: 2, totalMinor: 4 });
    // A billion dollars times a million stays exact (BigInt), past 2^53.
    const big = priceLine({
      description: 'x',
      quantityMilli: 1_000_000_000,
      unitMinor: 100_000_000_000,
      taxBp: 0,
    });
    expect(big.netMinor).toBe(100_000_000_000_000_000);
  });

  it('checks typed lines, naming the row and field, skipping blank rows', () => {
    const line = { description: 'Tiles', quantity: '2', unitPrice: '10.00', taxRate: '8.25' };
    const blank = { description: '', quantity: '', unitPrice: '', taxRate: '' };
    expect(readLines([blank, line], 'USD')).toEqual([
      { description: 'Tiles', quantityMilli: 2000, unitMinor: 1000, taxBp: 825 },
    ]);
    expect(() => readLines([line, { ...line, taxRate: '101' }], 'USD')).toThrow(
      /Line 2: the tax rate/,
    );
    expect(() => readLines([{ ...line, quantity: '0' }], 'USD')).toThrow(/quantity/);
    expect(() => readLines([{ ...line, unitPrice: '10.5' }], 'JPY')).toThrow(
      /unit price is an amount such as 1250\./,
    );
    expect(() => readLines([blank], 'USD')).toThrow(/at least one line/);
  });

  it('writes amounts in the company’s currency and back into fields', () => {
    expect(formatMoney(186290, 'USD')).toBe('$1,862.90');
    expect(formatMoney(186290, 'EUR')).toBe('€1,862.90');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(decimalText(5, 2)).toBe('0.05');
    expect(decimalText(2500, 3, true)).toBe('2.5');
    expect(wholeUnits(186250, 'USD')).toBe(1863);
    expect(wholeUnits(186249, 'USD')).toBe(1862);
  });
});
