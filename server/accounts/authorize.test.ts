import { describe, expect, it } from 'vitest';
import type { Role } from '../db/schema.ts';
import type { SignedIn } from '../store/sessions.ts';
import { authorize } from './authorize';

const SITE = 'https://site.test';

/** Sessions by token, as the sessions table would answer them; counts the lookups. */
function sessions(byToken: Record<string, Role>) {
  const looked: (string | undefined)[] = [];
  const current = async (token: string | undefined): Promise<SignedIn | undefined> => {
    looked.push(token);
    const role = token ? byToken[token] : undefined;
    if (!role) return undefined;
    const person = {
      id: 1,
      email: `${role}@site.test`,
      name: role,
      role,
      createdAt: '2026-01-01T00:00:00Z',
      disabled: false,
      hasName: true,
      photo: null,
      about: null,
    };
    return { sessionId: 7, person };
  };
  return { current, looked };
}

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/admin/media`, { method, headers });

describe('authorize', () => {
  it('refuses a change from another site before any session is looked up', async () => {
    const { current, looked } = sessions({ good: 'owner' });
    const post = request('POST', { cookie: 'admin_session=good', origin: 'https://evil.test' });
    expect(await authorize(current, post, 'media:upload')).toEqual({ ok: false, reason: 'origin' });
    expect(looked).toEqual([]);
  });

  it('reads a page from anywhere, but only with a live session', async () => {
    const { current } = sessions({ good: 'editor' });
    const read = request('GET', { origin: 'https://evil.test' });
    expect(await authorize(current, read, 'lead-files:read')).toEqual({
      ok: false,
      reason: 'sign-in',
    });
    const signed = request('GET', { cookie: 'admin_session=good' });
    const allowed = await authorize(current, signed, 'lead-files:read');
    expect(allowed.ok && allowed.signedIn.person.role).toBe('editor');
  });

  it('gives an editor the office work and keeps what only an owner does for the owner', async () => {
    const { current } = sessions({ ed: 'editor', own: 'owner' });
    const as = (token: string) =>
      request('POST', { cookie: `admin_session=${token}`, origin: SITE });
    expect((await authorize(current, as('ed'), 'media:upload')).ok).toBe(true);
    expect((await authorize(current, as('ed'), 'signed-in')).ok).toBe(true);
    expect(await authorize(current, as('ed'), 'owner')).toEqual({ ok: false, reason: 'role' });
    expect((await authorize(current, as('own'), 'owner')).ok).toBe(true);
  });

  it('checks the origin against the public address it is given', async () => {
    const { current } = sessions({ good: 'owner' });
    const behindProxy = new Request('http://127.0.0.1:3000/admin/media', {
      method: 'POST',
      headers: { cookie: 'admin_session=good', origin: SITE },
    });
    expect((await authorize(current, behindProxy, 'media:upload', new URL(SITE))).ok).toBe(true);
    expect(await authorize(current, behindProxy, 'media:upload')).toEqual({
      ok: false,
      reason: 'origin',
    });
  });
});
