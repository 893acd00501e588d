import { describe, expect, it } from 'vitest';
import { brokenContentLinks } from './content-links';

const pages = ['/', '/services', '/services/interior-design', '/blog/page/2'];
const noFiles = () => false;

describe('brokenContentLinks', () => {
  it('accepts pages, their anchors and queries, server pages and built files', () => {
    const links = [
      '/services/interior-design#faq',
      '/services/',
      '/blog/page/2?x=1',
      '/request-quote',
      '/search?q=roof',
      '/newsletter',
      '/feed.xml',
    ].map((href) => ({ file: 'content/posts/a.md', href }));
    const broken = brokenContentLinks(
      links,
      [...pages, '/request-quote'],
      (p) => p === '/feed.xml',
    );
    expect(broken).toEqual([]);
  });

  it('names the file and the link of each one that leads nowhere', () => {
    const broken = brokenContentLinks(
      [
        { file: 'content/posts/a.md', href: '/services/roofing' },
        { file: 'content/services/b.md', href: '/abuot-us#team' },
        { file: 'content/services/b.md', href: '/services' },
      ],
      pages,
      noFiles,
    );
    expect(broken).toEqual([
      'content/posts/a.md: the link "/services/roofing" leads to no page of the site',
      'content/services/b.md: the link "/abuot-us#team" leads to no page of the site',
    ]);
  });
});
