/**
 * An HTTP server in the test process that keeps every POST it receives, playing a webhook
 * receiver or a push service. Each path answers 201 unless `answers` queues other statuses
 * for it (one per post, then 201 again).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface Captured {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export async function startCapture() {
  const posts: Captured[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = answers.get(path)?.shift() ?? 201;
      if (status < 300) {
        posts.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      }
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    posts,
    /** The statuses the next posts to `path` get, in order. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    /** The posts received at `path`. */
    at: (path: string) => posts.filter((post) => post.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
