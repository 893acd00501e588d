import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE, shareImagePath } from './share-image';

describe('shareImagePath', () => {
  it('gives each page its own PNG under /og, the home page /og/home.png', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/faq')).toBe('/og/faq.png');
    expect(shareImagePath('/blog/page/2')).toBe('/og/blog/page/2.png');
    expect(shareImagePath('/services/interior-design/')).toBe('/og/services/interior-design.png');
  });

  it('is 1200 by 630', () => {
    expect(SHARE_IMAGE).toEqual({ width: 1200, height: 630 });
  });
});
