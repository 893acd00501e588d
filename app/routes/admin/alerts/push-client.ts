/**
 * The browser's side of push alerts: the admin's service worker (scope /admin/, nothing else),
 * the browser's subscription, and the server's record of it (/admin/alerts/push).
 */

const WORKER = '/admin/push-worker.js'; // server/http/push-worker.ts
const API = '/admin/alerts/push';

export type PushSupport = 'ok' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'ok';
}

const registration = () => navigator.serviceWorker.register(WORKER, { scope: '/admin/' });

/**
 * The registration once its worker is active. Not `navigator.serviceWorker.ready`: that waits
 * for a worker whose scope holds this page, and `/admin` itself is outside `/admin/`, so on the
 * inbox's home page it never settled and "Notify this device" did nothing.
 */
function whenActive(worker: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (worker.active) return Promise.resolve(worker);
  const starting = worker.installing ?? worker.waiting;
  return new Promise((done, fail) => {
    const failed = () => fail(new Error('This browser did not start the alerts. Please reload.'));
    if (!starting) return failed();
    starting.addEventListener('statechange', () => {
      if (starting.state === 'activated') done(worker);
      if (starting.state === 'redundant') failed();
    });
  });
}

/** The server's public key as the bytes PushManager wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function serverState(endpoint = ''): Promise<{ publicKey: string; subscribed: boolean }> {
  const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
  const response = await fetch(`${API}${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error('The server could not be asked. Please reload the page.');
  return response.json();
}

async function tell(fields: Record<string, string>): Promise<void> {
  const response = await fetch(API, { method: 'POST', body: new URLSearchParams(fields) });
  if (response.ok) return;
  const answer = await response.json().catch(() => ({}));
  throw new Error(answer.error ?? 'The server did not take it. Please try again.');
}

/** Whether this browser has a subscription the server holds for the person signed in. */
export async function thisDevice(): Promise<boolean> {
  const existing = await navigator.serviceWorker.getRegistration('/admin/');
  const subscription = await existing?.pushManager.getSubscription();
  if (!subscription) return false;
  return (await serverState(subscription.endpoint)).subscribed;
}

/** Asks for permission, subscribes this browser and tells the server. */
export async function subscribeDevice(): Promise<'on' | 'blocked' | 'off'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await serverState();
  const worker = await whenActive(await registration());
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await tell({
    intent: 'subscribe',
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
  });
  return 'on';
}

/** Tells the server to stop, then drops the browser's subscription. */
export async function unsubscribeDevice(): Promise<'off'> {
  const existing = await navigator.serviceWorker.getRegistration('/admin/');
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    await tell({ intent: 'unsubscribe', endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
