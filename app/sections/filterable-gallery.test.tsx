import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { GALLERY_MAX_ITEMS, galleryAnnouncement } from '../lib/gallery-filter';
import { FilterableGallery } from './filterable-gallery';

function Page() {
  const location = useLocation();
  return (
    <>
      <FilterableGallery projects={projects} intro={pageIntros.gallery} />
      <div data-testid="search">{location.search}</div>
    </>
  );
}

function renderGallery(entry = '/gallery') {
  const Stub = createRoutesStub([{ path: '/gallery', Component: Page }]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
// The gallery is the first six projects (or all, when fewer); each filter shows its part of them.
const galleryProjects = projects.slice(0, GALLERY_MAX_ITEMS);
const titlesIn = (category: string) =>
  galleryProjects.filter((p) => p.category === category).map((p) => p.title);

describe('FilterableGallery', () => {
  it('shows the first six projects (at most) under "All" by default', () => {
    renderGallery();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(galleryProjects.map((p) => p.title));
    expect(screen.getByRole('status')).toHaveTextContent(
      galleryAnnouncement('all', galleryProjects.length),
    );
  });

  for (const category of ['marketing', 'business', 'corporate'] as const) {
    it(`shows only ${category} projects and keeps the filter in the URL`, async () => {
      const user = renderGallery();
      const name = category.charAt(0).toUpperCase() + category.slice(1);
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      expect(shownTitles()).toEqual(titlesIn(category));
      expect(screen.getByRole('status')).toHaveTextContent(
        galleryAnnouncement(category, titlesIn(category).length),
      );
      expect(screen.getByTestId('search')).toHaveTextContent(`?filter=${category}`);
    });
  }

  it('never shows a project outside the six under "All"', async () => {
    const user = renderGallery();
    const shown = new Set<string | null>();
    for (const name of ['Marketing', 'Business', 'Corporate']) {
      await user.click(screen.getByRole('button', { name }));
      for (const title of shownTitles()) shown.add(title);
    }
    expect([...shown].sort()).toEqual(galleryProjects.map((p) => p.title).sort());
  });

  it('reads the filter from the URL and drops it again for "All"', async () => {
    const user = renderGallery('/gallery?filter=corporate');
    expect(shownTitles()).toEqual(titlesIn('corporate'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(galleryProjects.length);
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('is one tab stop whose arrow keys move between the filters', async () => {
    const user = renderGallery();
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft} ');
    expect(shownTitles()).toEqual(titlesIn('corporate'));
  });
});
