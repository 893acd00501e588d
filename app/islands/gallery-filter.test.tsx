import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { GALLERY_MAX_ITEMS, galleryAnnouncement } from '../lib/gallery-filter';
import { FilterableGallery } from '../sections/filterable-gallery';
import { start } from './gallery-filter';

// The island over the gallery's real server markup (React renders "All"; the island does the rest).
const galleryProjects = projects.slice(0, GALLERY_MAX_ITEMS);
const titlesIn = (category: string) =>
  galleryProjects.filter((p) => p.category === category).map((p) => p.title);

function serveGallery(url = '/gallery') {
  history.replaceState(null, '', url);
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/gallery']}>
      <FilterableGallery projects={galleryProjects} intro={pageIntros.gallery} />
    </MemoryRouter>,
  );
  const section = document.querySelector<HTMLElement>('[data-island="gallery-filter"]');
  if (!section) throw new Error('no gallery island in the markup');
  start(section);
  return userEvent.setup();
}

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the gallery filter island', () => {
  it('keeps the server view under "All" with its count', () => {
    serveGallery();
    expect(pressed('All')).toBe('true');
    expect(shownTitles()).toEqual(galleryProjects.map((p) => p.title));
    expect(screen.getByRole('status')).toHaveTextContent(
      galleryAnnouncement('all', galleryProjects.length),
    );
  });

  for (const category of ['marketing', 'business', 'corporate'] as const) {
    it(`shows only ${category} projects, announces the count and keeps the filter in the URL`, async () => {
      const user = serveGallery();
      const name = category.charAt(0).toUpperCase() + category.slice(1);
      await user.click(screen.getByRole('button', { name }));
      expect(pressed(name)).toBe('true');
      expect(pressed('All')).toBe('false');
      expect(screen.getByRole('button', { name })).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('tabindex', '-1');
      expect(shownTitles()).toEqual(titlesIn(category));
      expect(screen.getByRole('status')).toHaveTextContent(
        galleryAnnouncement(category, titlesIn(category).length),
      );
      expect(location.search).toBe(`?filter=${category}`);
    });
  }

  it('reads the filter from the URL, drops it again for "All", and follows Back', async () => {
    const user = serveGallery('/gallery?filter=corporate&utm=x');
    expect(pressed('Corporate')).toBe('true');
    expect(shownTitles()).toEqual(titlesIn('corporate'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(galleryProjects.length);
    expect(location.search).toBe('?utm=x');
    history.back();
    await waitFor(() => expect(shownTitles()).toEqual(titlesIn('corporate')));
    expect(pressed('Corporate')).toBe('true');
  });

  it('adds no history entry when the filter shown is chosen again', async () => {
    const user = serveGallery();
    const before = history.length;
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(history.length).toBe(before);
  });

  it('is one tab stop whose arrow keys, Home and End move between the filters', async () => {
    const user = serveGallery();
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(shownTitles()).toEqual(titlesIn('corporate'));
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
  });
});
