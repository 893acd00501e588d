import { describe, expect, it } from 'vitest';
import { searchSources } from '../content/search-sources';
import { hiddenFromSearch } from './hidden-from-search';
import { siteDocuments } from './site-documents';

const urls = (hidden: string[]) =>
  siteDocuments(hiddenFromSearch(searchSources, hidden)).map((document) => document.url);
const count = (list: string[], url: string) => list.filter((one) => one === url).length;

describe('the search without the pages the office hid', () => {
  it('finds no hidden page; people lead to the team page left, or drop out', () => {
    const all = urls([]);
    const people = count(all, '/team-two');
    expect(people).toBeGreaterThan(1);
    expect(all).toEqual(expect.arrayContaining(['/home-three', '/team-three']));

    const hidden = urls(['/team-two', '/home-three', '/team-three']);
    for (const path of ['/team-two', '/home-three', '/team-three']) {
      expect(hidden, path).not.toContain(path);
    }
    // The menu's Team 01 page and every person, now on /team.
    expect(count(hidden, '/team')).toBe(people);

    const noTeam = urls(['/team-two', '/team']);
    expect(noTeam).not.toContain('/team');
    expect(noTeam).not.toContain('/team-two');
  });
});
