import { describe, expect, it } from 'vitest';
import { isCountedPath } from './payload';

describe('isCountedPath', () => {
  it('counts the public pages, whatever their depth', () => {
    for (const path of [
      '/',
      '/about-us',
      '/blog/page/2',
      '/portfolio/modern-architecture',
      '/newsletter',
    ])
      expect(isCountedPath(path), path).toBe(true);
  });

  it('never counts a page whose path holds a secret, nor the admin or the API', () => {
    for (const path of [
      '/admin',
      '/admin/leads/3',
      '/api/views',
      '/visit/a-booking-token',
      '/quote/a-quote-token',
      '/review/a-review-token',
      '/review/a-review-token/stop',
      '/newsletter/confirm/a-confirm-token',
      '/newsletter/unsubscribe/an-unsubscribe-token',
    ])
      expect(isCountedPath(path), path).toBe(false);
  });

  it('is not fooled by a page that only begins with the same letters', () => {
    expect(isCountedPath('/visitors-guide')).toBe(true);
    expect(isCountedPath('/quotes-and-prices')).toBe(true);
  });
});
