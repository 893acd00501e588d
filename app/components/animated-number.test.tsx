import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedNumber } from './animated-number';

describe('AnimatedNumber', () => {
  it('renders the final value with its suffix from the start', () => {
    const { container } = render(<AnimatedNumber value={678} suffix="+" />);
    expect(container.querySelector('.sr-only')).toHaveTextContent('678+');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('678+');
  });
});
