import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from './address-check.ts';
import { guardedPost } from './guarded-post.ts';

// Every connection goes to listeners of this test on 127.0.0.1, and the refusals are proved by
// those listeners never being contacted.

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const listening = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

describe('a post to a URL the office set', () => {
  let connections = 0;
  const trap = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  let redirected = 0;
  const target = createHttpServer((_request, response) => {
    redirected++;
    response.end();
  });
  let hits = 0;
  const hook = createHttpServer((request, response) => {
    hits++;
    request.resume();
    const location = `http://127.0.0.1:${portOf(target)}/elsewhere`;
    response.writeHead(request.url === '/moved' ? 302 : 202, { Location: location }).end('echo');
  });

  beforeAll(async () => {
    await Promise.all([listening(trap), listening(target), listening(hook)]);
  });
  afterAll(() => {
    for (const server of [trap, target, hook]) {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
  });

  it('never connects to this machine from a public-only post, by name, literal or mapping', async () => {
    const port = portOf(trap);
    for (const url of [
      `https://localhost:${port}/hook`,
      `https://127.0.0.1:${port}/hook`,
      `https://[::ffff:127.0.0.1]:${port}/hook`,
      `http://127.0.0.1:${port}/hook`,
      `http://localhost:${port}/hook`,
    ]) {
      await expect(guardedPost(url, '{}', {}, PUBLIC_ONLY, 2000), url).rejects.toMatchObject({
        code: 'REFUSED_ADDRESS',
      });
    }
    expect(connections).toBe(0);
  });

  it('posts to the company’s own network when allowed, and follows no redirect', async () => {
    const own = { allowPrivate: true };
    const base = `http://127.0.0.1:${portOf(hook)}`;
    expect(await guardedPost(`${base}/hook`, '{"a":1}', {}, own, 2000)).toBe(202);
    expect(await guardedPost(`${base}/moved`, '{"a":1}', {}, own, 2000)).toBe(302);
    expect(hits).toBe(2);
    expect(redirected).toBe(0);
  });
});
