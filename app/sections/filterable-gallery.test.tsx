import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projects } from '../content';
import { pageIntros } from '../content/generated/pages';
import { GALLERY_MAX_ITEMS, galleryAnnouncement } from '../lib/gallery-filter';
import { FilterableGallery } from './filterable-gallery';

function Page() {
  return <FilterableGallery projects={projects} intro={pageIntros.gallery} />;
}

function renderGallery() {
  const Stub = createRoutesStub([{ path: '/gallery', Component: Page }]);
  render(<Stub initialEntries={['/gallery']} />);
}

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
// The gallery is the first six projects (or all, when fewer); each filter shows its part of them.
const galleryProjects = projects.slice(0, GALLERY_MAX_ITEMS);

// The filters, their URL, keys and announcements are the island's (app/islands/gallery-filter.test.tsx),
// over this markup: it can show no project the markup does not hold.
describe('FilterableGallery', () => {
  it('shows the first six projects (at most) under "All" by default', () => {
    renderGallery();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(galleryProjects.map((p) => p.title));
    expect(screen.getByRole('status')).toHaveTextContent(
      galleryAnnouncement('all', galleryProjects.length),
    );
  });
});
