import { describe, expect, it } from 'vitest';
import { fileLinkLines } from './links';

// The office mail's lines for a lead's files say which were kept as sent (decision 037).

describe('the office mail’s file lines', () => {
  it('link each file, and say "not cleaned" of one kept as sent', () => {
    const files = [
      { id: 7, name: 'plan.pdf', mime: 'application/pdf', size: 2048, notCleaned: false },
      { id: 8, name: 'scan.pdf', mime: 'application/pdf', size: 4096, notCleaned: true },
    ];
    const [lines] = fileLinkLines(files, 'https://office.example.test');
    expect(lines?.split('\n').slice(1, 3)).toEqual([
      '- plan.pdf (2 KB): https://office.example.test/admin/lead-files/7',
      '- scan.pdf (4 KB, not cleaned: kept as sent): https://office.example.test/admin/lead-files/8',
    ]);
  });
});
