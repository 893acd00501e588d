import { describe, expect, it } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS, HERO_AUTOPLAY_MS } from '../components/carousel/carousel-layouts';
import { autoplayLabel, carouselSettings, trackLiveMode } from './carousel-engine';

describe('carousel settings and words, shared by the React carousel and the island', () => {
  it('moves each layout its own way: the banner fades at its pace, the testimonials centre', () => {
    expect(carouselSettings('banner')).toEqual({
      delay: HERO_AUTOPLAY_MS,
      fade: true,
      align: 'start',
    });
    expect(carouselSettings('testimonials')).toEqual({
      delay: CAROUSEL_AUTOPLAY_MS,
      fade: false,
      align: 'center',
    });
    for (const layout of ['services', 'portfolio', 'posts', 'single', null]) {
      expect(carouselSettings(layout)).toEqual({
        delay: CAROUSEL_AUTOPLAY_MS,
        fade: false,
        align: 'start',
      });
    }
  });

  it('names the toggle by what it will do and announces slides only while autoplay is off', () => {
    expect(autoplayLabel('Our services', true)).toBe('Pause Our services');
    expect(autoplayLabel('Our services', false)).toBe('Play Our services');
    expect(trackLiveMode(true)).toBe('off');
    expect(trackLiveMode(false)).toBe('polite');
  });
});
