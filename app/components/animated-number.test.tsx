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
  const counter = (top: number) => {
    const element = document.createElement('span');
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  };

  it('counts up only a number that was below the first screen', () => {
    expect(shouldCountUp(counter(window.innerHeight + 10))).toBe(true);
    expect(shouldCountUp(counter(10))).toBe(false);
  });
});
