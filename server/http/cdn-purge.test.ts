import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../common/free-port.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { createCdnPurger, type PurgeTiming } from './cdn-purge.ts';

/** What the purge receiver got. */
interface Received {
  authorization?: string;
  contentType?: string;
  tags: string[];
}

/** Short waits; the timeout stays long enough for a loaded machine unless a test hangs on purpose. */
const QUICK: Partial<PurgeTiming> = { batchMs: 50, timeoutMs: 5000, attempts: 3, retryMs: 50 };
/** For the tests whose receiver does not answer. */
const HANG_TIMEOUT = { timeoutMs: 1000 };

// A real HTTP server in the test process stands in for the CDN's purge endpoint.
describe('CDN purge', () => {
  let server: Server;
  let url = '';
  let received: Received[] = [];
  /** How the receiver answers the next requests (then 200). */
  let answers: (number | 'hang')[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          tags: (JSON.parse(body) as { tags: string[] }).tags,
        });
        const answer = answers.shift() ?? 200;
        if (answer === 'hang') return;
        response.writeHead(answer, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  });
  afterEach(() => {
    received = [];
    answers = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  const purger = (
    settings: { url: string; token?: string } = { url },
    timing: Partial<PurgeTiming> = {},
  ) => {
    const lines: string[] = [];
    const purge = createCdnPurger(
      settings,
      createFailureLog((line) => lines.push(line)),
      {
        ...QUICK,
        ...timing,
      },
    );
    return { purge, lines };
  };

  it('POSTs the changed tags as JSON with the token, one call for changes close together', async () => {
    const { purge, lines } = purger({ url, token: 'purge-token' });
    purge.purge(['posts', 'posts:a-post']);
    purge.purge(['posts', 'comments']);
    await purge.settle();
    expect(received).toEqual([
      {
        authorization: 'Bearer purge-token',
        contentType: 'application/json',
        tags: ['posts', 'posts:a-post', 'comments'],
      },
    ]);
    expect(lines).toEqual([]);
  });

  it('splits a purge of many tags into calls of at most 30', async () => {
    const { purge } = purger();
    const tags = Array.from({ length: 70 }, (_, n) => `posts:post-${n}`);
    purge.purge(tags);
    await purge.settle();
    expect(received.map((call) => call.tags.length).sort((x, y) => x - y)).toEqual([10, 30, 30]);
    expect(received.flatMap((call) => call.tags).sort()).toEqual([...tags].sort());
  });

  it('asks again after a failure or no answer, and logs nothing when a later call works', async () => {
    answers = [503, 'hang'];
    const { purge, lines } = purger({ url }, HANG_TIMEOUT);
    purge.purge(['services:roofing']);
    await purge.settle();
    expect(received.map((call) => call.tags)).toEqual([
      ['services:roofing'],
      ['services:roofing'],
      ['services:roofing'],
    ]);
    expect(received[0]?.authorization).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('gives up after its tries with one log line naming the cause', async () => {
    answers = ['hang', 'hang', 'hang'];
    const { purge, lines } = purger({ url }, HANG_TIMEOUT);
    purge.purge(['posts', 'posts:a-post']);
    await purge.settle();
    expect(received).toHaveLength(3);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /cdn purge: no answer within the timeout \(TIMEOUT\) \(gave up purging 2 tags after 3 tries;/,
    );
  });

  it('does not ask again when the CDN refuses the request (a wrong token)', async () => {
    answers = [401];
    const { purge, lines } = purger({ url, token: 'wrong-token' });
    purge.purge(['posts']);
    await purge.settle();
    expect(received).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cdn purge: the receiving server answered with an error \(HTTP 401\)/);
    expect(lines[0]).not.toContain('wrong-token');
  });

  it('names a refused connection as its cause', async () => {
    const closed = `http://127.0.0.1:${await findFreePort(47900)}/purge`;
    const { purge, lines } = purger({ url: closed });
    purge.purge(['posts']);
    await purge.settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cdn purge: connection refused \(ECONNREFUSED\)/);
  });
});
