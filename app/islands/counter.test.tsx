import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedNumber } from '../components/animated-number';
import { start } from './counter';
import { installIntersection } from './test-intersection';

const intersection = installIntersection();

/** The component's server markup in the page, `top` px from the viewport's top. */
function serverCounter(top: number, props = { value: 678, suffix: '+' }) {
  document.body.innerHTML = renderToString(<AnimatedNumber {...props} durationMs={1000} />);
  const element = document.querySelector<HTMLElement>('[data-island="counter"]');
  if (!element) throw new Error('no counter island in the markup');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  const digits = () => element.querySelector('[aria-hidden="true"]')?.textContent;
  const spoken = () => element.querySelector('.sr-only')?.textContent;
  return { element, digits, spoken };
}

const belowFold = () => window.innerHeight + 200;

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  );
}

describe('the counter island', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows 0 below the fold, then counts up to the final number once seen', () => {
    const { element, digits, spoken } = serverCounter(belowFold());
    expect(digits()).toBe('678+');
    start(element);
    expect(digits()).toBe('0+');
    expect(spoken()).toBe('678+');
    vi.advanceTimersByTime(300);
    expect(digits()).toBe('0+');
    intersection.reveal(element);
    vi.advanceTimersByTime(400);
    const midway = Number.parseInt(digits() ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(678);
    vi.advanceTimersByTime(700);
    expect(digits()).toBe('678+');
    expect(spoken()).toBe('678+');
  });

  it('leaves a number on screen at first paint as it is', () => {
    const { element, digits } = serverCounter(10);
    start(element);
    expect(intersection.isWatched(element)).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(digits()).toBe('678+');
  });

  it('counts up a number a jump put on screen before its code came, on a page opened at its top', () => {
    const { element, digits } = serverCounter(100);
    Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    try {
      start(element);
      expect(digits()).toBe('0+');
      intersection.reveal(element);
      vi.advanceTimersByTime(1100);
      expect(digits()).toBe('678+');
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('leaves a number on screen alone when the page opened at an anchor', () => {
    const { element, digits } = serverCounter(100);
    Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    window.location.hash = '#team';
    try {
      start(element);
      vi.advanceTimersByTime(2000);
      expect(digits()).toBe('678+');
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.location.hash = '';
    }
  });

  it('shows the final number under reduced motion', () => {
    reduceMotion(true);
    const { element, digits } = serverCounter(belowFold());
    start(element);
    intersection.reveal(element);
    vi.advanceTimersByTime(2000);
    expect(digits()).toBe('678+');
  });

  it('counts a number without a suffix', () => {
    const { element, digits } = serverCounter(belowFold(), { value: 25, suffix: '' });
    start(element);
    expect(digits()).toBe('0');
    intersection.reveal(element);
    vi.advanceTimersByTime(1100);
    expect(digits()).toBe('25');
  });
});
