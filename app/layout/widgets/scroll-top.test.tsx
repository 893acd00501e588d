import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../test-polyfills';
import { ScrollTop } from './scroll-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  installMatchMedia();
  // Runs frames at once; returning 0 tells the component no frame is pending.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 2000,
    configurable: true,
  });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo(0);
});

describe('ScrollTop', () => {
  it('is absent near the top and appears once scrolled past 50 px', () => {
    render(<ScrollTop />);
    act(() => scrollTo(50));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => scrollTo(51));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('draws scroll progress on its ring', () => {
    const { container } = render(<ScrollTop />);
    act(() => scrollTo(2000 - window.innerHeight));
    const ring = container.querySelectorAll('circle')[1];
    expect(Number(ring?.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
  });

  it('scrolls to the top and moves focus to the main content', async () => {
    render(
      <>
        <main id="main" tabIndex={-1} />
        <ScrollTop />
      </>,
    );
    act(() => scrollTo(400));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
