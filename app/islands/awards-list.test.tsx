import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Award } from '../content/types';
import { AwardsList } from '../sections/home/awards-list';
import { start } from './awards-list';

const awards: Award[] = [2017, 2005, 1990, 1968].map((year) => ({
  title: `Award ${year}`,
  location: 'Somewhere',
  year,
  image: { src: `/award-${year}.svg`, alt: `Trophy marked ${year}`, width: 800, height: 600 },
}));

/** The list as the server renders it, with its island started. */
function serverAwards() {
  document.body.innerHTML = renderToString(<AwardsList awards={awards} />);
  const section = document.querySelector<HTMLElement>('[data-island="awards-list"]');
  if (!section) throw new Error('no awards island in the markup');
  start(section);
  return section;
}

const award = (year: number) => screen.getByRole('button', { name: new RegExp(String(year)) });
const pressed = () =>
  screen.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');
/** The one picture shown (the others are hidden) and the figure's caption. */
const picture = () => screen.getByRole('img');
const caption = () =>
  [...document.querySelectorAll('figcaption span:not([hidden])')].map((span) => span.textContent);

describe('the awards list island', () => {
  it('starts from the server markup: the second award active, its picture alone shown', () => {
    const section = serverAwards();
    expect(pressed().map((button) => button.textContent)).toEqual([
      expect.stringContaining('2005'),
    ]);
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 2005');
    expect(caption()).toEqual(['Award 2005, 2005']);
    expect(section.querySelectorAll('img')).toHaveLength(4);
  });

  it('swaps the picture and caption when another award is hovered', () => {
    serverAwards();
    fireEvent.pointerEnter(award(1990));
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 1990');
    expect(caption()).toEqual(['Award 1990, 1990']);
    expect(award(1990)).toHaveAttribute('aria-pressed', 'true');
    expect(award(1990)).toHaveClass('bg-inverse-surface');
    expect(award(2005)).toHaveAttribute('aria-pressed', 'false');
    expect(award(2005)).not.toHaveAttribute('data-active');
    expect(document.querySelector('[data-award-picture]')).toHaveAttribute(
      'data-award-picture',
      '1990',
    );
  });

  it('follows keyboard focus and presses, one award active at a time', async () => {
    serverAwards();
    const user = userEvent.setup();
    award(2017).focus();
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 2017');
    await user.click(award(1968));
    expect(picture()).toHaveAttribute('alt', 'Trophy marked 1968');
    expect(pressed()).toHaveLength(1);
    expect(award(1968).querySelector('[data-award-year]')).toHaveClass('text-inverse-accent');
    expect(award(2017).querySelector('[data-award-year]')).toHaveClass('text-inverse-muted');
  });
});
