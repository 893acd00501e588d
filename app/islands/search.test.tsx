import '../layout/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../layout/header/search-box';
import { isPopoverShown } from '../layout/test-polyfills';
import { stubIndexFetch } from '../search/stub-index-fetch';
import { start } from './search';

stubIndexFetch();

// jsdom cannot load another page: an opened suggestion is seen here as the panel closing; the
// address it opens is checked in a browser (tests/e2e/search.spec.ts, islands-search.spec.ts).
afterEach(() => {
  document.body.innerHTML = '';
});

/** The search panel as the server renders it, opened from its toggle; the island starts on it. */
function openSearch() {
  document.body.innerHTML = `<button type="button" commandfor="search" command="toggle-popover">Search</button>${renderToString(<SearchBox id="search" />)}`;
  const panel = document.getElementById('search');
  if (!panel) throw new Error('no search panel in the markup');
  const user = userEvent.setup();
  panel.showPopover();
  start(panel);
  const field = screen.getByRole('combobox', { name: 'Search' });
  return { user, field, isShown: () => isPopoverShown(panel) };
}

describe('the search island', () => {
  it('makes the field a combobox that suggests a few results per kind, grouped, as the visitor types', async () => {
    const { user, field } = openSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('name', 'q');
    await user.type(field, 'renovation');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const services = within(listbox).getByRole('group', { name: 'Services' });
    expect(within(services).getAllByRole('option')[0]).toHaveTextContent('House Renovation');
    for (const group of within(listbox).getAllByRole('group')) {
      expect(within(group).getAllByRole('option').length).toBeLessThanOrEqual(3);
    }
  });

  it('moves the highlight with the arrow keys, wrapping, and opens it with Enter', async () => {
    const { user, field, isShown } = openSearch();
    await user.type(field, 'renovation');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(isShown()).toBe(true);
    await user.keyboard('{Enter}');
    expect(isShown()).toBe(false);
  });

  it('closes the list with Escape and leaves the second Escape to the search box', async () => {
    const { user, field, isShown } = openSearch();
    await user.type(field, 'roof');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(isShown()).toBe(true);
    await user.keyboard('{Escape}');
    expect(isShown()).toBe(false);
  });

  it('leaves Enter to the form (the results page) when nothing is highlighted', async () => {
    const { user, field, isShown } = openSearch();
    const submitted: boolean[] = [];
    screen.getByRole('search').addEventListener('submit', (event) => {
      submitted.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot load the results page
    });
    await user.type(field, 'roof');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([true]);
    expect(isShown()).toBe(true);
  });

  it('opens a suggestion on click', async () => {
    const { user, field, isShown } = openSearch();
    await user.type(field, 'renovation');
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(isShown()).toBe(false);
  });
});
