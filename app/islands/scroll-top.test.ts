import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../layout/test-polyfills';
import { start } from './scroll-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  installMatchMedia();
  // Runs frames at once; returning 0 tells the island no frame is pending.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 2000,
    configurable: true,
  });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo(0);
  document.body.innerHTML = '';
});

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

describe('the scroll to top island', () => {
  it('is absent near the top and appears once scrolled past 50 px', () => {
    scrollTo(50);
    start();
    expect(button()).toBeNull();
    scrollTo(51);
    expect(button()).not.toBeNull();
    scrollTo(10);
    expect(button()).toBeNull();
  });

  it('draws scroll progress on its ring', () => {
    scrollTo(400);
    start();
    scrollTo(2000 - window.innerHeight);
    const ring = button()?.querySelector('[data-scroll-ring]');
    expect(Number(ring?.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
  });

  it('scrolls to the top and moves focus to the main content', async () => {
    scrollTo(400);
    start();
    await userEvent.setup().click(button() as HTMLElement);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
