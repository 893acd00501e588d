import { describe, expect, it } from 'vitest';
import { breadcrumbLinks, breadcrumbTrail, HOME_CRUMB } from './breadcrumb';

describe('breadcrumb trails', () => {
  it('start at Home and end with the crumb, or the title when there is none', () => {
    expect(breadcrumbTrail({ title: 'FAQ' }, '/faq')).toEqual([
      HOME_CRUMB,
      { label: 'FAQ', to: '/faq' },
    ]);
    expect(breadcrumbTrail({ title: 'Page Not Found', crumb: '404' }, '/404-error')).toEqual([
      HOME_CRUMB,
      { label: '404', to: '/404-error' },
    ]);
  });

  it('pass through the parent of a later list page', () => {
    const parent = { label: 'Blog', to: '/blog' };
    expect(breadcrumbLinks(parent)).toEqual([HOME_CRUMB, parent]);
    expect(
      breadcrumbTrail({ title: 'Blog – Page 2', crumb: 'Page 2', parent }, '/blog/page/2'),
    ).toEqual([HOME_CRUMB, parent, { label: 'Page 2', to: '/blog/page/2' }]);
  });
});
