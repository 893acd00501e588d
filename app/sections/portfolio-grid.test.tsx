import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projects } from '../content';
import { PortfolioGrid } from './portfolio-grid';

function renderGrid(initialCount: number) {
  render(
    <MemoryRouter>
      <PortfolioGrid projects={projects} columns={3} initialCount={initialCount} step={2} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const cardLinks = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('a'));

describe('PortfolioGrid', () => {
  it('reveals two more projects per click, focusing the first new one, until the button goes away', async () => {
    const user = renderGrid(4);
    expect(cardLinks()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cardLinks()).toHaveLength(6);
    expect(cardLinks()[4]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 more projects shown, 6 of 8');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cardLinks()).toHaveLength(8);
    expect(cardLinks()[6]).toHaveFocus();
    expect(cardLinks()[6]).toHaveAttribute('href', `/portfolio/${projects[6].slug}`);
    expect(screen.getByRole('status')).toHaveTextContent('2 more projects shown, 8 of 8');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('announces nothing before the first click', () => {
    renderGrid(6);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
