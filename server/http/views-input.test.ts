import { describe, expect, it } from 'vitest';
import { parseView, referringHost } from './views-input.ts';

const HOST = 'www.example.com';
const read = (body: unknown) => parseView(JSON.stringify(body), HOST);

describe('reading a page-view beacon', () => {
  it('keeps our normalised path, the entry flag, another site’s host and the campaign', () => {
    expect(
      read({
        path: '//services//roofing/',
        entry: 1,
        referrer: 'https://News.Example.org:8443/story?id=1',
        utm_source: '  letter ',
        utm_medium: 'print',
        utm_campaign: 'x'.repeat(150),
        utm_term: 'ignored',
      }),
    ).toEqual({
      view: {
        path: '/services/roofing',
        entry: true,
        referrer: 'news.example.org',
        utm: { source: 'letter', medium: 'print', campaign: 'x'.repeat(100) },
      },
    });
  });

  it('drops a referrer from our own site or not on the web, and a campaign with control characters', () => {
    const view = (body: object) => {
      const result = read({ path: '/', entry: 1, ...body });
      if ('error' in result) throw new Error(result.error);
      return result.view;
    };
    expect(view({ referrer: 'https://www.example.com/faq' }).referrer).toBeNull();
    expect(view({ referrer: 'android-app://com.example' }).referrer).toBeNull();
    expect(view({ referrer: '' }).referrer).toBeNull();
    expect(view({ utm_source: 'a\u0007b' }).utm.source).toBeNull();
    expect(view({ utm_medium: '   ' }).utm.medium).toBeNull();
  });

  it('refuses the inbox, the API, queries, bad flags, other types and nonsense with a reason', () => {
    expect(read({ path: '/admin/leads', entry: 0 })).toEqual({
      error: 'That path is not counted.',
    });
    expect(read({ path: '/api', entry: 0 })).toEqual({ error: 'That path is not counted.' });
    expect(read({ path: '/faq?x=1', entry: 0 })).toHaveProperty('error');
    expect(read({ path: 'faq', entry: 0 })).toHaveProperty('error');
    expect(read({ path: '/', entry: true })).toEqual({ error: 'The entry flag must be 0 or 1.' });
    expect(read({ path: '/', entry: 0, utm_source: 5 })).toEqual({
      error: 'The utm_source must be text.',
    });
    expect(parseView('nope', HOST)).toEqual({ error: 'The body is not JSON.' });
  });

  it('reads the host of a referrer only for http and https', () => {
    expect(referringHost('http://a.example/b', HOST)).toBe('a.example');
    expect(referringHost('ftp://a.example/b', HOST)).toBeNull();
    expect(referringHost('not a url', HOST)).toBeNull();
  });
});
