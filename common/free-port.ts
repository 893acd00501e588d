// The first free port from a starting point: `npm run serve` without PORT, and the tests and
// tools that start servers of their own.
import { createServer } from 'node:net';

const HOST = '127.0.0.1';

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, HOST);
  });
}

/** First port at or above `start` that nothing listens on (on 127.0.0.1). */
export async function findFreePort(start = 4173): Promise<number> {
  for (let port = start; port < start + 100; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${start} and ${start + 99}`);
}
