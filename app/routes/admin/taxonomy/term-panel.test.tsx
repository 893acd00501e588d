import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListWords, TermPanel } from './term-panel';

const words: ListWords = {
  kind: 'category',
  title: 'Project categories',
  intro: '',
  one: 'project',
  many: 'projects',
  addLabel: 'New category',
  addButton: 'Add the category',
  empty: 'None',
  orderNote: 'The gallery’s filters show them in this order.',
};

const terms = [
  { id: 7, slug: 'kitchens', label: 'Kitchens', uses: 1 },
  { id: 3, slug: 'business', label: 'business', uses: 2 },
];

/** The category list, as /admin/taxonomy draws it. */
function Categories() {
  return <TermPanel words={words} terms={terms} renamingId={null} />;
}

const Stub = createRoutesStub([{ path: '/admin/taxonomy', Component: Categories }]);

function renderAt(entry: string) {
  render(<Stub initialEntries={[entry]} />);
}

describe('moving a tag or category with its buttons', () => {
  it('names each button with the term and its place, the ends disabled', async () => {
    renderAt('/admin/taxonomy');
    expect(
      await screen.findByRole('button', { name: 'Move up “Kitchens” (now 1 of 2)' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down “Kitchens” (now 1 of 2)' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Move down “business” (now 2 of 2)' }),
    ).toBeDisabled();
  });

  it('keeps the keyboard on the moved row, on its other button once it reached an end', async () => {
    renderAt('/admin/taxonomy?done=category-moved&by=move-up#category-7');
    const down = await screen.findByRole('button', { name: 'Move down “Kitchens” (now 1 of 2)' });
    await waitFor(() => expect(down).toHaveFocus());
  });

  it('stays on the same button while the row can move on', async () => {
    renderAt('/admin/taxonomy?done=category-moved&by=move-up#category-3');
    const up = await screen.findByRole('button', { name: 'Move up “business” (now 2 of 2)' });
    await waitFor(() => expect(up).toHaveFocus());
  });
});
