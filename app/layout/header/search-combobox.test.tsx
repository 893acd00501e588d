import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { team } from '../../content';
import { stubIndexFetch } from '../../search/stub-index-fetch';
import { isPopoverShown } from '../test-polyfills';
import { SearchBox } from './search-box';

stubIndexFetch();

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}

function SearchPage() {
  return (
    <>
      <SearchBox id="search" />
      <Location />
    </>
  );
}

/** Renders the search box and opens it (as the header's toggle would). */
async function renderOpenSearch() {
  const Stub = createRoutesStub([{ path: '*', Component: SearchPage }]);
  render(<Stub initialEntries={['/faq']} />);
  const user = userEvent.setup();
  const panel = document.getElementById('search');
  panel?.showPopover();
  // The combobox's code arrives as its own chunk; the first test pays for loading it, which
  // took more than the default second on a busy machine.
  const field = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
  const isShown = () => isPopoverShown(panel);
  return { user, field, isShown };
}

const location = () => screen.getByRole('status', { name: 'Location' });

describe('SearchBox suggestions', () => {
  it('suggests a few results per kind, grouped, as the visitor types', async () => {
    const { user, field } = await renderOpenSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'renovation');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const services = within(listbox).getByRole('group', { name: 'Services' });
    expect(within(services).getAllByRole('option')[0]).toHaveTextContent('House Renovation');
    for (const group of within(listbox).getAllByRole('group')) {
      expect(within(group).getAllByRole('option').length).toBeLessThanOrEqual(3);
    }
  });

  it('moves the highlight with the arrow keys and opens it with Enter', async () => {
    const { user, field, isShown } = await renderOpenSearch();
    await user.type(field, 'renovation');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent(/^\/services\/house-renovation$/);
    expect(isShown()).toBe(false);
  });

  it('closes the list with Escape and leaves the second Escape to the search box', async () => {
    const { user, field, isShown } = await renderOpenSearch();
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
    const { user, field } = await renderOpenSearch();
    const submitted: boolean[] = [];
    screen.getByRole('search').addEventListener('submit', (event) => {
      submitted.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot load the results page
    });
    await user.type(field, 'roof');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([true]);
    expect(location()).toHaveTextContent(/^\/faq$/);
  });

  it('opens a suggestion on click', async () => {
    const { user, field } = await renderOpenSearch();
    const person = team[0]?.name ?? '';
    await user.type(field, person.split(' ')[0]?.toLowerCase() ?? '');
    await user.click(await screen.findByRole('option', { name: person }));
    expect(location()).toHaveTextContent('/team-two');
  });
});
