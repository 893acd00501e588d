import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnUnreadableSetting } from './setting-warnings.ts';

describe('a stored setting that does not read', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is said in one timestamped line a minute however often it is read', () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    for (let n = 0; n < 5; n++) {
      warnUnreadableSetting('office settings: the stored timeZone; its default is used');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z settings: a stored setting is not readable; its default is used \(UNREADABLE_SETTING\) \(office settings: the stored timeZone/,
    );
  });
});
