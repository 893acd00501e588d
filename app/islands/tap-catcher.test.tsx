import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { PortfolioGrid } from '../sections/portfolio-grid';
import { ISLAND_STARTED_ATTR, ISLAND_TAP_ATTR } from './attrs';
import { tapCatcherScript } from './tap-catcher';

// The inline catcher and the real islands boot over the grid's server markup: a tap on Load More
// before the boot has run is held, and replayed once the grid's island has started.

const cards = () => screen.getAllByRole('heading', { level: 3 });
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const loadMore = () => screen.getByRole('button', { name: 'Load More' });
const INITIAL = 4;

beforeAll(() => {
  document.body.innerHTML = `${renderToString(
    <MemoryRouter>
      <PortfolioGrid
        projects={projects}
        columns={3}
        initialCount={INITIAL}
        step={2}
        intro={pageIntros.portfolio}
      />
    </MemoryRouter>,
  )}
    <div data-island="no-such-island">
      <button type="button" id="orphan">Nothing to load</button>
      <a href="#top" id="link">A link</a>
      <button type="button" id="invoker" commandfor="panel" command="show-popover">Open</button>
      <form method="post"><button id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Not in an island</button>`;
  // Runs the fixed inline script as the page does (jsdom does not run <script> here).
  new Function(tapCatcherScript)();
});

describe('the islands tap catcher', () => {
  it('holds a tap on an island button before the boot, once however often it comes', () => {
    const reached = vi.fn();
    const held = vi.fn();
    loadMore().addEventListener('click', reached);
    document.addEventListener(ISLAND_TAP_ATTR, held);
    loadMore().click();
    loadMore().click();
    expect(reached).not.toHaveBeenCalled();
    expect(loadMore()).toHaveAttribute(ISLAND_TAP_ATTR);
    expect(held).toHaveBeenCalledTimes(1);
    expect(cards()).toHaveLength(INITIAL);
    loadMore().removeEventListener('click', reached);
    document.removeEventListener(ISLAND_TAP_ATTR, held);
  });

  it('leaves links, submit buttons, invokers and buttons outside islands to the browser', () => {
    const reached = vi.fn();
    document.addEventListener('click', reached);
    byId('send').addEventListener('click', (event) => event.preventDefault());
    for (const id of ['link', 'invoker', 'send', 'outside']) {
      byId(id).click();
      expect(byId(id), id).not.toHaveAttribute(ISLAND_TAP_ATTR);
    }
    expect(reached).toHaveBeenCalledTimes(4);
    document.removeEventListener('click', reached);
  });

  it('has the boot replay the held tap once, after the island has started', async () => {
    // The idle that starts the global islands (beacons, vitals) never comes in this test.
    vi.stubGlobal('requestIdleCallback', () => 0);
    await import('./boot');
    const grid = document.querySelector('[data-island="portfolio-grid"]');
    await vi.waitFor(() => expect(cards()).toHaveLength(INITIAL + 2));
    expect(grid).toHaveAttribute(ISLAND_STARTED_ATTR);
    expect(loadMore()).not.toHaveAttribute(ISLAND_TAP_ATTR);
    // Once started, a tap goes straight to the island.
    loadMore().click();
    expect(cards()).toHaveLength(INITIAL + 4);
  });

  it('drops a held tap whose island has no code, without replaying it again and again', async () => {
    // Every click dispatched on the page; past a few, stopped before the catcher sees it, so a
    // replay loop ends and fails the count instead of hanging the page.
    let clicks = 0;
    const count = (event: Event) => {
      clicks += 1;
      if (clicks > 3) event.stopImmediatePropagation();
    };
    window.addEventListener('click', count, true);
    const reached = vi.fn();
    byId('orphan').addEventListener('click', reached);
    byId('orphan').click();
    await vi.waitFor(() => expect(byId('orphan')).not.toHaveAttribute(ISLAND_TAP_ATTR));
    window.removeEventListener('click', count, true);
    expect(clicks).toBe(1);
    expect(reached).not.toHaveBeenCalled();
  });
});
