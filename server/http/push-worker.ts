/**
 * GET /admin/push-worker.js: the admin's service worker (decision 034), served by the server
 * itself, not a router route, so it is not in the route manifest every public page loads. Its
 * scope is /admin/ (the folder it is served from), so it never touches a public page: it only
 * shows a pushed alert and, when the alert is tapped, opens (or focuses) the inbox at the lead.
 * It caches nothing and fetches nothing. The pushed message is JSON from
 * server/alerts/alert-payload.ts pushPayload().
 */
import { methodNotAllowed, READ_METHODS } from './methods.ts';

/** Where the inbox registers the worker (app/routes/admin/alerts/push-client.ts). */
export const PUSH_WORKER_PATH = '/admin/push-worker.js';

const WORKER = `'use strict';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'New lead';
  const path = typeof message.path === 'string' && message.path.startsWith('/admin') ? message.path : '/admin';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { path },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/admin';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const win of windows) {
        if (new URL(win.url).pathname.startsWith('/admin') && 'navigate' in win) {
          return win.focus().then(() => win.navigate(path));
        }
      }
      return self.clients.openWindow(path);
    }),
  );
});
`;

/** The worker's script: read with GET or HEAD, revalidated on every look. */
export function pushWorker(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(READ_METHODS);
  return new Response(request.method === 'HEAD' ? null : WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // A changed worker reaches the browsers on their next look (they check at most daily).
      'Cache-Control': 'no-cache',
    },
  });
}
