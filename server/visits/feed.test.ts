/**
 * Calendar feeds (issue 33): fetched through decision 040's guarded lookup from a listener of
 * the test's own on loopback (allowed only under the private policy, as the tests of the
 * webhook do), never from a private address under the public-only policy the server uses;
 * a feed's busy times (one event, a weekly one, a free and a cancelled one) read with ical.js.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from '../outbound/address-check.ts';
import { createFeeds } from './busy-feeds.ts';
import { busyOfFeed } from './feed-busy.ts';
import { feedWords, fetchFeed } from './feed-fetch.ts';

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//feed//EN',
  'BEGIN:VEVENT',
  'UID:one@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261130T180000Z',
  'DTEND:20261130T190000Z',
  'SUMMARY:Dentist',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261102T220000Z',
  'DTEND:20261102T230000Z',
  'RRULE:FREQ=WEEKLY;COUNT=10',
  'SUMMARY:Team meeting',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261201T180000Z',
  'DTEND:20261201T190000Z',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:off@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261202T180000Z',
  'DTEND:20261202T190000Z',
  'STATUS:CANCELLED',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const FROM = new Date('2026-11-29T00:00:00Z');
const TO = new Date('2026-12-14T00:00:00Z');

describe('a calendar feed', () => {
  let server: Server;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits++;
      if (request.url === '/big.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.end('X'.repeat(4096));
        return;
      }
      if (request.url !== '/cal.ics') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('gives its busy times: repeating events expanded, free and cancelled ones left out', async () => {
    const text = await fetchFeed(`http://${base}/cal.ics`, { allowPrivate: true });
    const spans = busyOfFeed(text, FROM, TO);
    const starts = spans.map((span) => new Date(span.start).toISOString()).sort();
    expect(starts).toEqual([
      '2026-11-30T18:00:00.000Z',
      '2026-11-30T22:00:00.000Z',
      '2026-12-07T22:00:00.000Z',
    ]);
    expect(spans.every((span) => span.end - span.start === 3_600_000)).toBe(true);
  });

  it('is never fetched from a private address or over plain http under the server’s policy', async () => {
    const before = hits;
    const refusedHttps = await fetchFeed(`https://${base}/cal.ics`, PUBLIC_ONLY).catch((e) => e);
    expect(feedWords(refusedHttps)).toBe(
      'refused: only https:// addresses on the public internet are fetched',
    );
    const refusedHttp = await fetchFeed(`http://${base}/cal.ics`, PUBLIC_ONLY).catch((e) => e);
    expect(feedWords(refusedHttp)).toContain('refused');
    expect(hits).toBe(before);
  });

  it('stops at its size limit and says what failed in words; the last busy times stand', async () => {
    const big = await fetchFeed(
      `http://${base}/big.ics`,
      { allowPrivate: true },
      { maxBytes: 1024 },
    ).catch((e) => e);
    expect(feedWords(big)).toBe('the calendar is larger than 2 MB: share a smaller one');
    const missing = await fetchFeed(`http://${base}/gone.ics`, { allowPrivate: true }).catch(
      (e) => e,
    );
    expect(feedWords(missing)).toBe('the calendar answered HTTP 404: check the address');
    expect(() => busyOfFeed('not a calendar', FROM, TO)).toThrow();

    const failures: unknown[] = [];
    const feeds = createFeeds({ allowPrivate: true }, (error) => failures.push(error));
    const url = `http://${base}/cal.ics`;
    expect(await feeds.busy(url, FROM, TO, FROM)).toHaveLength(3);
    expect(feeds.state(url)).toMatchObject({ problem: null, events: 3 });
    const gone = `http://${base}/gone.ics`;
    expect(await feeds.busy(gone, FROM, TO, FROM)).toEqual([]);
    expect(feeds.state(gone)?.problem).toContain('HTTP 404');
    expect(failures).toHaveLength(1);
  });
});
