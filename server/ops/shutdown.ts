import type { Server } from 'node:http';

/** How often idle keep-alive connections are closed while the server drains. */
const SWEEP_MS = 200;

/**
 * Stops a server gracefully: no new connections, answers in flight may finish (each then
 * closes its connection: `isClosing` turns on `Connection: close`), idle keep-alive
 * connections close at once, and whatever is still open after `timeoutMs` is cut.
 * Resolves with how many connections had to be cut.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<number> {
  return new Promise((done) => {
    let cut = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      server.getConnections((_error, count) => {
        cut = count;
        server.closeAllConnections();
      });
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      done(cut);
    });
    server.closeIdleConnections();
  });
}
