import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Award } from '../../content/types';
import { AwardsList } from './awards-list';

const awards: Award[] = [2017, 2005, 1990, 1968].map((year) => ({
  title: `Award ${year}`,
  location: 'Somewhere',
  year,
  image: { src: `/award-${year}.svg`, alt: `Trophy marked ${year}`, width: 800, height: 600 },
}));

const pressed = () =>
  screen.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');
const picture = () => screen.getByRole('img');

describe('AwardsList', () => {
  it('makes the second award active by default and shows its picture', () => {
    render(<AwardsList awards={awards} />);
    expect(pressed()).toHaveLength(1);
    expect(pressed()[0]).toHaveTextContent('2005');
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 2005');
  });

  it('swaps the picture when another award is hovered', () => {
    render(<AwardsList awards={awards} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: /1990/ }));
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 1990');
    expect(screen.getByRole('button', { name: /1990/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /2005/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('swaps the picture when keyboard focus reaches an award', () => {
    render(<AwardsList awards={awards} />);
    act(() => screen.getByRole('button', { name: /2017/ }).focus());
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 2017');
    act(() => screen.getByRole('button', { name: /1968/ }).focus());
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 1968');
    expect(pressed()).toHaveLength(1);
  });
});
