import { describe, expect, it } from 'vitest';
import { createFailureLog } from './failure-log.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});
const rejected = Object.assign(new Error('550 <ola@example.com>: no such user'), {
  responseCode: 550,
});

describe('the failure log', () => {
  it('prints one line per kind and code, counts the rest, and one line when it works again', () => {
    const lines: string[] = [];
    const log = createFailureLog((line) => lines.push(line));
    for (let n = 0; n < 50; n++) log.failure('database', refused);
    log.failure('mail', rejected);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Z database: connection refused \(ECONNREFUSED\)$/);
    expect(lines[1]).toMatch(/mail: mail server refused \(SMTP 550\)$/);
    expect(lines.join('\n')).not.toContain('ola@');
    expect(lines.join('\n')).not.toContain('10.0.0.1');
    expect(log.isFailing('database')).toBe(true);

    log.recovered('database', 'reachable again');
    expect(lines[2]).toMatch(/database: reachable again after \d+ s; 49 failures were not logged$/);
    expect(log.isFailing('database')).toBe(false);
    log.recovered('database');
    expect(lines).toHaveLength(3);
  });

  it('prints a stack only at debug level, under its rate-limited line', () => {
    const quiet: string[] = [];
    const plain = createFailureLog((line) => quiet.push(line));
    plain.failure('database', refused);
    expect(quiet).toHaveLength(1);
    expect(quiet.join('\n')).not.toMatch(/^\s+at /m);

    const lines: string[] = [];
    const debug = createFailureLog((line) => lines.push(line), { isDebug: true });
    for (let n = 0; n < 5; n++) debug.failure('database', refused);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Z database: connection refused \(ECONNREFUSED\)$/);
    expect(lines[1]).toMatch(/^ {4}Error: connect ECONNREFUSED/);
    expect(lines[1]).toMatch(/^\s+at /m);
  });
});
