import { describe, expect, it } from 'vitest';
import {
  HONEYPOT_FIELD,
  PAGE_TOKEN_FIELD,
  TOKEN_FIELD,
  TOKEN_PLACEHOLDER,
} from '../../app/forms/parse-form.ts';
import { createFormTokens, MIN_FILL_MS, TOKEN_MAX_AGE_MS } from './form-token.ts';
import { createScreen, isLinkSpam } from './screen.ts';

const SECRET = Buffer.from('a-secret-of-at-least-thirty-two-bytes!');

function clock(start = Date.UTC(2026, 5, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('form tokens', () => {
  it('checks out what it issued, with its source and time, and a new id each time', () => {
    const time = clock();
    const tokens = createFormTokens(SECRET, time.now);
    const a = tokens.issue('s');
    const b = tokens.issue('p');
    const checkedA = tokens.check(a);
    const checkedB = tokens.check(b);
    expect(checkedA).toMatchObject({ ok: true, token: { source: 's', issuedAt: time.now() } });
    expect(checkedB).toMatchObject({ ok: true, token: { source: 'p' } });
    if (!checkedA.ok || !checkedB.ok) return;
    expect(checkedA.token.id).not.toBe(checkedB.token.id);
  });

  it('calls a missing token missing and a changed or foreign one forged', () => {
    const tokens = createFormTokens(SECRET);
    for (const missing of [null, undefined, '', TOKEN_PLACEHOLDER]) {
      expect(tokens.check(missing)).toEqual({ ok: false, reason: 'no-token' });
    }
    const token = tokens.issue('s');
    const other = createFormTokens(Buffer.from('another-secret-of-at-least-thirty-two-b'));
    const later = token.replace(/^1\.s\.[0-9a-z]+/, `1.s.${(Date.now() + 5000).toString(36)}`);
    const asPage = token.replace(/^1\.s\./, '1.p.');
    for (const forged of [
      other.issue('s'),
      later,
      asPage,
      `${token}x`,
      'hello',
      token.slice(0, -2),
    ]) {
      expect(tokens.check(forged), forged).toEqual({ ok: false, reason: 'forged-token' });
    }
  });

  it('expires a token after seven days, refuses one from the future, and times the fill', () => {
    const time = clock();
    const tokens = createFormTokens(SECRET, time.now);
    const token = tokens.issue('p');
    const checked = tokens.check(token);
    if (!checked.ok) throw new Error('not valid');
    expect(tokens.isTooFast(checked.token.issuedAt)).toBe(true);
    time.advance(MIN_FILL_MS);
    expect(tokens.isTooFast(checked.token.issuedAt)).toBe(false);
    time.advance(TOKEN_MAX_AGE_MS);
    expect(tokens.check(token)).toEqual({ ok: false, reason: 'expired-token' });
    const ahead = createFormTokens(SECRET, () => time.now() + 5 * 60_000).issue('s');
    expect(tokens.check(ahead)).toEqual({ ok: false, reason: 'forged-token' });
  });

  it('refuses a short secret', () => {
    expect(() => createFormTokens(Buffer.from('short'))).toThrow(/32 bytes/);
  });
});

describe('the screen', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it('passes a person: a token of a few seconds, an empty honeypot, a few links', () => {
    const time = clock();
    const tokens = createFormTokens(SECRET, time.now);
    const screen = createScreen(tokens, 10);
    const token = tokens.issue('s');
    time.advance(8000);
    const result = screen(form({ [TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '' }), {
      clientIp: '203.0.113.5',
      texts: ['Photos: https://example.com/a and https://example.com/b'],
    });
    expect(result.reasons).toEqual([]);
    expect(result.token).toMatchObject({ allowedUses: 1 });
  });

  it('names every suspicion: honeypot, no token, too fast, links, rate', () => {
    const time = clock();
    const tokens = createFormTokens(SECRET, time.now);
    const screen = createScreen(tokens, 2);
    const at = { clientIp: '198.51.100.7', texts: [] };
    expect(screen(form({ [HONEYPOT_FIELD]: 'Jon Doe' }), at).reasons).toEqual([
      'honeypot',
      'no-token',
    ]);
    expect(screen(form({ [TOKEN_FIELD]: tokens.issue('p') }), at).reasons).toEqual(['too-fast']);
    expect(screen(form({}), at).reasons).toEqual(['no-token', 'rate']);
    const links = screen(form({}), { clientIp: '192.0.2.1', texts: ['<a href="x">cheap</a>'] });
    expect(links.reasons).toEqual(['no-token', 'links']);
  });

  it('times a script’s post from the page’s token when it sends one, never from a forged one', () => {
    const time = clock();
    const tokens = createFormTokens(SECRET, time.now);
    const screen = createScreen(tokens, 10);
    const page = tokens.issue('p');
    time.advance(5000);
    const script = tokens.issue('s');
    time.advance(300);
    const at = { clientIp: '203.0.113.9', texts: [] };
    expect(screen(form({ [TOKEN_FIELD]: script }), at).reasons).toEqual(['too-fast']);
    const both = screen(form({ [TOKEN_FIELD]: script, [PAGE_TOKEN_FIELD]: page }), at);
    expect(both).toMatchObject({ reasons: [], token: { allowedUses: 1 } });
    const forgedPage = `${page.slice(0, -5)}AAAAA`;
    const forged = screen(form({ [TOKEN_FIELD]: script, [PAGE_TOKEN_FIELD]: forgedPage }), at);
    expect(forged.reasons).toEqual(['too-fast']);
    // A sign-up (one field a saved address fills) may be sent after a second.
    const signUp = tokens.issue('p');
    time.advance(1200);
    expect(screen(form({ [TOKEN_FIELD]: signUp }), at).reasons).toEqual(['too-fast']);
    expect(screen(form({ [TOKEN_FIELD]: signUp }), { ...at, minFillMs: 1000 }).reasons).toEqual([]);
  });

  it('reads link spam from many links or link markup', () => {
    expect(isLinkSpam(['one https://a.example two www.b.example three http://c.example'])).toBe(
      false,
    );
    expect(
      isLinkSpam(['https://a.example https://b.example https://c.example www.d.example']),
    ).toBe(true);
    expect(isLinkSpam(['[url=https://x.example]pills[/url]'])).toBe(true);
  });
});
