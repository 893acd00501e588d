import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isHiddenPage } from './hideable-pages';
import { isMenuAddress, siteMenusSchema, withoutHidden } from './site-menus';

describe('menu addresses', () => {
  it('takes a path of the site or a secure address elsewhere', () => {
    for (const address of [
      '/',
      '/about-us',
      '/blog?page=2',
      '/faq#answers',
      'https://example.com/a',
      'HTTPS://example.com',
    ]) {
      expect(isMenuAddress(address), address).toBe(true);
    }
  });
  it('refuses what a visitor must not be sent to', () => {
    for (const address of [
      '',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'https://user:pw@example.com',
      'about-us',
      '/a b',
      '/a\nb',
      `/${'a'.repeat(300)}`,
    ]) {
      expect(isMenuAddress(address), address).toBe(false);
    }
  });
});

describe('the menus schema', () => {
  const ok = (main: unknown) =>
    v.safeParse(siteMenusSchema, { main, quickLinks: [], supportLinks: [] });
  it('trims labels and addresses, and nests groups three levels deep at most', () => {
    const parsed = ok([
      {
        label: ' Pages ',
        children: [{ label: 'Team', children: [{ label: 'One', to: ' /team ' }] }],
      },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toEqual({
      main: [
        {
          label: 'Pages',
          children: [{ label: 'Team', children: [{ label: 'One', to: '/team' }] }],
        },
      ],
      quickLinks: [],
      supportLinks: [],
    });
    expect(
      ok([
        {
          label: 'A',
          children: [
            { label: 'B', children: [{ label: 'C', children: [{ label: 'D', to: '/' }] }] },
          ],
        },
      ]).success,
    ).toBe(false);
  });
  it('refuses empty groups, twin labels, long lists and unknown fields', () => {
    expect(ok([]).success).toBe(false);
    expect(ok([{ label: 'A', children: [] }]).success).toBe(false);
    expect(
      ok([
        { label: 'A', to: '/' },
        { label: 'a', to: '/faq' },
      ]).success,
    ).toBe(false);
    expect(ok(Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, to: '/' }))).success).toBe(
      false,
    );
    expect(ok([{ label: 'A', to: '/', onclick: 'x' }]).success).toBe(false);
  });
});

describe('hidden pages', () => {
  it('drops the entries that lead to a hidden page, and a group left empty', () => {
    const menu = [
      { label: 'Team', children: [{ label: 'Team 03', to: '/team-three' }] },
      {
        label: 'Pages',
        children: [
          { label: 'FAQ', to: '/faq' },
          { label: 'Team 02', to: '/Team-Two/?x=1' },
        ],
      },
    ];
    expect(withoutHidden(menu, new Set(['/team-three', '/team-two']))).toEqual([
      { label: 'Pages', children: [{ label: 'FAQ', to: '/faq' }] },
    ]);
  });
  it('knows a hidden page by any spelling the router matches, its data included', () => {
    for (const path of ['/team-three', '/TEAM-THREE', '/team-three/', '/team-three.data']) {
      expect(isHiddenPage(path, ['/team-three']), path).toBe(true);
    }
    expect(isHiddenPage('/team-three', [])).toBe(false);
    expect(isHiddenPage('/about-us', ['/about-us'])).toBe(false);
  });
});
