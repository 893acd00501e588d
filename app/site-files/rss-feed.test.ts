import { describe, expect, it } from 'vitest';
import { posts, site } from '../content';
import { rfc822Date, rssFeed } from './rss-feed';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('rssFeed', () => {
  const feed = parse(rssFeed(site, posts));

  it('is well-formed RSS 2.0 with an atom:self link on the canonical origin', () => {
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.documentElement.tagName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const self = feed.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${site.origin}/feed.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(feed.querySelector('channel > link')?.textContent).toBe(`${site.origin}/blog`);
  });

  it('has one item per post, newest first, with absolute links and real dates', () => {
    const items = [...feed.querySelectorAll('item')];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const post = posts[index];
      expect(item.querySelector('title')?.textContent).toBe(post?.title);
      expect(item.querySelector('link')?.textContent).toBe(`${site.origin}/blog/${post?.slug}`);
      expect(item.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
      expect(item.querySelector('pubDate')?.textContent).toBe(rfc822Date(post?.published ?? ''));
    });
  });

  it('dates the channel by its newest post, so rebuilding changes nothing', () => {
    expect(feed.querySelector('lastBuildDate')?.textContent).toBe(
      rfc822Date(posts[0]?.published ?? ''),
    );
    expect(rssFeed(site, posts)).toBe(rssFeed(site, posts));
  });

  it('escapes markup in titles and descriptions', () => {
    const xml = rssFeed(site, [
      {
        slug: 'a',
        title: 'Tiles & </title> grout',
        description: '<b>"bold"</b>',
        published: '2026-01-05',
      },
    ]);
    const item = parse(xml).querySelector('item');
    expect(item?.querySelector('title')?.textContent).toBe('Tiles & </title> grout');
    expect(item?.querySelector('description')?.textContent).toBe('<b>"bold"</b>');
  });
});

describe('rfc822Date', () => {
  it('writes a publication date as RFC 822 at midnight UTC', () => {
    expect(rfc822Date('2026-03-24')).toBe('Tue, 24 Mar 2026 00:00:00 GMT');
  });
});
