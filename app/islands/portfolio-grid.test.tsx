import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { type PortfolioColumns, PortfolioGrid } from '../sections/portfolio-grid';
import { start } from './portfolio-grid';

// The island over the grid's real server markup: React renders the first cards and keeps the
// rest in a <template>; the island reveals them.
function serveGrid(initialCount: number, columns: PortfolioColumns = 3) {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <PortfolioGrid
        projects={projects}
        columns={columns}
        initialCount={initialCount}
        step={2}
        intro={pageIntros.portfolio}
      />
    </MemoryRouter>,
  );
  const section = document.querySelector<HTMLElement>('[data-island="portfolio-grid"]');
  if (!section) throw new Error('no portfolio grid island in the markup');
  start(section);
  return userEvent.setup();
}

const cardLinks = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('a'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the portfolio grid island', () => {
  it('reveals two more projects per click, focusing the first new one, until the button goes away', async () => {
    const user = serveGrid(4);
    let shown = Math.min(4, projects.length);
    expect(cardLinks()).toHaveLength(shown);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
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
    expect(document.querySelector('template')).toBeNull();
    const hrefs = cardLinks().map((link) => link?.getAttribute('href'));
    expect(hrefs).toEqual(projects.map((project) => `/portfolio/${project.slug}`));
  });

  it('works from the keyboard', async () => {
    const user = serveGrid(4);
    screen.getByRole('button', { name: 'Load More' }).focus();
    await user.keyboard('{Enter}');
    expect(cardLinks()).toHaveLength(Math.min(6, projects.length));
    expect(cardLinks()[4]).toHaveFocus();
  });

  it('has nothing waiting and no button when every project shows at first', () => {
    serveGrid(projects.length);
    expect(cardLinks()).toHaveLength(projects.length);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(document.querySelector('template')).toBeNull();
  });
});
