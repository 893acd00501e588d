import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionsIndex, indexPath, readDecisions } from './decisions-index.mjs';

describe('decision records', () => {
  const records = readDecisions();

  it('each has a Status line', () => {
    const missing = records.filter(
      (r) => !/^(accepted|proposed|superseded by \d{3})/.test(r.status),
    );
    expect(missing.map((r) => r.file)).toEqual([]);
  });

  it('a record superseded names one that exists', () => {
    const numbers = new Set(records.map((r) => r.number));
    const dangling = records.filter((r) => {
      const by = r.status.match(/^superseded by (\d{3})/)?.[1];
      return by !== undefined && !numbers.has(by);
    });
    expect(dangling.map((r) => r.file)).toEqual([]);
  });

  it('the index lists them all, as generated (node scripts/docs/decisions-index.mjs)', () => {
    expect(existsSync(indexPath)).toBe(true);
    expect(readFileSync(indexPath, 'utf8')).toBe(decisionsIndex(records));
  });
});
