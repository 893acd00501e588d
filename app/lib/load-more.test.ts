import { describe, expect, it } from 'vitest';
import {
  hasMoreToShow,
  initialVisibleCount,
  loadMoreAnnouncement,
  nextVisibleCount,
} from './load-more';

describe('Load More counts', () => {
  it('starts with the initial count, capped at the number of items', () => {
    expect(initialVisibleCount(4, 8)).toBe(4);
    expect(initialVisibleCount(10, 8)).toBe(8);
  });

  it('adds the step on each click until every item shows', () => {
    const counts = [4];
    while (hasMoreToShow(counts.at(-1) ?? 0, 8))
      counts.push(nextVisibleCount(counts.at(-1) ?? 0, 2, 8));
    expect(counts).toEqual([4, 6, 8]);
  });

  it('never goes past the total when the last step is partial', () => {
    expect(nextVisibleCount(6, 2, 7)).toBe(7);
    expect(nextVisibleCount(8, 2, 8)).toBe(8);
  });

  it('has nothing more to show once the total is reached', () => {
    expect(hasMoreToShow(6, 8)).toBe(true);
    expect(hasMoreToShow(8, 8)).toBe(false);
  });
});

describe('loadMoreAnnouncement', () => {
  it('says how many more show and how many of the total', () => {
    expect(loadMoreAnnouncement(2, 6, 8)).toBe('2 more projects shown, 6 of 8');
    expect(loadMoreAnnouncement(1, 7, 7)).toBe('1 more project shown, 7 of 7');
  });

  it('says nothing before a click', () => {
    expect(loadMoreAnnouncement(0, 4, 8)).toBe('');
  });
});
