import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { PortfolioGrid } from './portfolio-grid';

function renderGrid(initialCount: number) {
  render(
    <MemoryRouter>
      <PortfolioGrid
        projects={projects}
        columns={3}
        initialCount={initialCount}
        step={2}
        intro={pageIntros.portfolio}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const cardLinks = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('a'));

describe('PortfolioGrid', () => {
  it('reveals two more projects per click, focusing the first new one, until the button goes away', async () => {
    const user = renderGrid(4);
    let shown = Math.min(4, projects.length);
    expect(cardLinks()).toHaveLength(shown);
    while (shown < projects.length) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      const next = Math.min(shown + 2, projects.length);
      const added = next - shown;
      expect(cardLinks()).toHaveLength(next);
      expect(cardLinks()[shown]).toHaveFocus();
      expect(cardLinks()[shown]).toHaveAttribute('href', `/portfolio/${projects[shown]?.slug}`);
      expect(screen.getByRole('status')).toHaveTextContent(
        `${added} more ${added === 1 ? 'project' : 'projects'} shown, ${next} of ${projects.length}`,
      );
      shown = next;
    }
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('announces nothing before the first click', () => {
    renderGrid(6);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
