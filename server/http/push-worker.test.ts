import { describe, expect, it } from 'vitest';
import { PUSH_WORKER_PATH, pushWorker } from './push-worker';

const ask = (method: string) =>
  pushWorker(new Request(`http://127.0.0.1${PUSH_WORKER_PATH}`, { method }));

describe('the admin’s push worker script', () => {
  it('is JavaScript that shows a pushed alert, revalidated on every look', async () => {
    const answer = ask('GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const script = await answer.text();
    expect(script).toContain("addEventListener('push'");
    expect(script).toContain('showNotification');
    // It opens only the inbox's pages, whatever a message says.
    expect(script).toContain("message.path.startsWith('/admin')");
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    expect(await ask('HEAD').text()).toBe('');
    const post = ask('POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
