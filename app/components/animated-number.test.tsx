import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedNumber, shouldCountUp } from './animated-number';

describe('AnimatedNumber', () => {
  it('renders the final value with its suffix from the start', () => {
    const { container } = render(<AnimatedNumber value={678} suffix="+" />);
    expect(container.querySelector('.sr-only')).toHaveTextContent('678+');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('678+');
  });
});

describe('shouldCountUp', () => {
  const counter = (firstPaint?: string, top = 0) => {
    const element = document.createElement('span');
    if (firstPaint) element.setAttribute('data-first-paint', firstPaint);
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  };

  it('counts up a number that was off screen at first paint, even if on screen now (a jump)', () => {
    expect(shouldCountUp(counter('off-screen', 0))).toBe(true);
  });

  it('leaves alone a number the visitor saw at first paint', () => {
    expect(shouldCountUp(counter('on-screen', 5000))).toBe(false);
  });

  it('after a client-side navigation, counts up only numbers below the fold', () => {
    expect(shouldCountUp(counter(undefined, window.innerHeight + 10))).toBe(true);
    expect(shouldCountUp(counter(undefined, 10))).toBe(false);
  });
});
