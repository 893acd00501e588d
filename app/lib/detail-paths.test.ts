import { describe, expect, it } from 'vitest';
import { postSlugs, projectSlugs, serviceSlugs } from '../content/slugs';
import { detailPaths } from './detail-paths';

describe('detailPaths', () => {
  it('lists one page per slug of each detail route in the route table', () => {
    const paths = detailPaths(['services/:id', 'portfolio/:id', 'blog/:id']);
    expect(paths).toHaveLength(serviceSlugs.length + projectSlugs.length + postSlugs.length);
    expect(paths).toContain(`/services/${serviceSlugs[0]}`);
    expect(paths).toContain(`/portfolio/${projectSlugs[0]}`);
    expect(paths).toContain(`/blog/${postSlugs[0]}`);
  });

  it('lists the later pages of each paged post list', () => {
    expect(detailPaths(['blog/page/:page', 'blog-standard/page/:page'])).toEqual([
      '/blog/page/2',
      '/blog-standard/page/2',
    ]);
  });

  it('leaves out routes that are not in the table', () => {
    expect(detailPaths(['about-us', undefined])).toEqual([]);
  });
});
