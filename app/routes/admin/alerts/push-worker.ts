/**
 * GET /admin/push-worker.js: the admin's service worker. Its scope is /admin/ (the folder it is
 * served from), so it never touches a public page: it only shows a pushed alert and, when the
 * alert is tapped, opens (or focuses) the inbox at the lead. It caches nothing and fetches
 * nothing. The pushed message is JSON from server/alerts/alert-payload.ts pushPayload().
 */

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

export function loader() {
  return new Response(WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // A changed worker reaches the browsers on their next look (they check at most daily).
      'Cache-Control': 'no-cache',
    },
  });
}
