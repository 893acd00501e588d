import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CollectionInfo } from '../collection-labels';
import type { ListItem } from './item-row';
import { ReorderList } from './reorder-list';
import { dropIndex, moveId } from './reorder-moves';

describe('moving an item by dragging', () => {
  it('drops it before the first row whose middle is below the pointer', () => {
    expect(dropIndex([50, 150], 10)).toBe(0);
    expect(dropIndex([50, 150], 100)).toBe(1);
    expect(dropIndex([50, 150], 400)).toBe(2);
    expect(moveId([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 1, 9)).toEqual([2, 3, 1]);
    const same = [1, 2, 3];
    expect(moveId(same, 2, 1)).toBe(same);
  });
});

const services: CollectionInfo = {
  name: 'services',
  label: 'Services',
  one: 'service',
  about: '',
  publicBase: '/services',
} as CollectionInfo;

const item = (id: number, title: string, withPicture: boolean): ListItem => ({
  id,
  slug: title.toLowerCase(),
  title,
  status: 'published',
  scheduledFor: null,
  hasUnpublishedChanges: false,
  changed: { iso: '2026-06-01T16:00:00Z', ago: 'just now', by: 'Dana' },
  thumbnail: withPicture
    ? {
        name: `${id}.jpg`,
        url: `/media/${id}.jpg`,
        label: '',
        width: 40,
        height: 30,
        alt: '',
        focal: null,
      }
    : null,
});

/** The services list, three items (the last without a picture). */
function ServicesList() {
  return (
    <ReorderList
      collection={services}
      items={[item(1, 'Flooring', true), item(2, 'Roofing', true), item(3, 'Interiors', false)]}
      deletingId={null}
    />
  );
}

describe('the list of an ordered collection', () => {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/admin/content/services',
      Component: ServicesList,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(`${form.get('intent')}:${form.get('order') ?? form.get('id')}`);
        return null;
      },
    },
  ]);

  it('gives each item move buttons and a thumbnail, and posts a drag’s new order', async () => {
    render(<Stub initialEntries={['/admin/content/services']} />);
    const up = await screen.findByRole('button', { name: 'Move up Flooring (now 1 of 3)' });
    expect(up).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Interiors (now 3 of 3)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Flooring (now 1 of 3)' })).toBeEnabled();
    expect(document.querySelectorAll('li img')).toHaveLength(2);
    expect(screen.getByText('No picture yet')).toBeTruthy();

    // Rows 100 px tall from the top; drag Interiors (the third) above Flooring.
    const rows = [...document.querySelectorAll<HTMLElement>('[data-item]')];
    for (const [index, row] of rows.entries()) {
      row.getBoundingClientRect = () => ({ top: index * 100, height: 100 }) as DOMRect;
    }
    const handle = rows[2]?.querySelector('[title="Drag to move"]') as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 250 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 20 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 20 });
    await waitFor(() => expect(posted).toEqual(['reorder:3,1,2']));
  });
});
