import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SkillBar } from '../components/skill-bar';
import { start } from './skill-bar';
import { installIntersection } from './test-intersection';

const intersection = installIntersection();

/** The component's server markup in the page, `top` px from the viewport's top. */
function serverBar(top: number) {
  document.body.innerHTML = renderToString(<SkillBar label="Planning" percent={85} />);
  const element = document.querySelector<HTMLElement>('[data-island="skill-bar"]');
  const fill = element?.querySelector('[data-fill]');
  if (!element || !fill) throw new Error('no skill bar island in the markup');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return { element, fill };
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  );
}

describe('the skill bar island', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is full in the server markup, empty below the fold, and grows once seen', () => {
    const { element, fill } = serverBar(window.innerHeight + 100);
    expect(fill).toHaveAttribute('width', '85%');
    expect(fill).not.toHaveClass('scale-x-0');
    start(element);
    expect(fill).toHaveClass('scale-x-0');
    intersection.reveal(element);
    // The empty bar is painted first (two frames), then it grows.
    expect(fill).toHaveClass('scale-x-0');
    vi.advanceTimersByTime(50);
    expect(fill).not.toHaveClass('scale-x-0');
    expect(fill).toHaveClass('motion-safe:transition-transform');
  });

  it('leaves a bar already on screen full', () => {
    const { element, fill } = serverBar(20);
    start(element);
    expect(fill).not.toHaveClass('scale-x-0');
    expect(intersection.isWatched(element)).toBe(false);
  });

  it('leaves the bar full under reduced motion', () => {
    reduceMotion(true);
    const { element, fill } = serverBar(window.innerHeight + 100);
    start(element);
    expect(fill).not.toHaveClass('scale-x-0');
  });
});
