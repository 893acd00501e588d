import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentSchemas } from '../../../../content/schemas';
import type { MediaChoice } from '../photos/media-choice';
import { EditorProvider } from './editor-state';
import { FieldControl } from './field-control';
import { officeFields } from './office-words';
import { describeFields } from './schema-fields';

const awards = officeFields(describeFields(documentSchemas.awards)).find(
  (field) => field.key === 'awards',
);

const stored: MediaChoice = {
  name: 'trophy.jpg',
  url: '/media/trophy.jpg',
  label: '',
  width: 40,
  height: 30,
  alt: '',
  focal: null,
};

const award = (title: string, src: string) => ({
  title,
  location: 'Portland',
  year: 2024,
  image: { src, alt: title },
});

describe('a list inside a form (the awards)', () => {
  it('gives each entry a drag handle and its picture small, and a drag moves the entry', () => {
    if (!awards) throw new Error('the awards document has a list of awards');
    render(
      <EditorProvider
        initial={{
          awards: [award('Best builder', 'trophy.jpg'), award('Safe site', 'unknown.jpg')],
        }}
        problems={[]}
        media={[stored]}
      >
        <FieldControl field={awards} path="awards" />
      </EditorProvider>,
    );
    const group = screen.getByRole('group', { name: /^Awards ?\(2\)/ });
    const rows = [...group.querySelectorAll<HTMLElement>('li[data-drag-row]')];
    expect(rows).toHaveLength(2);
    // The first entry's picture is stored: its thumbnail (and the picture field's own); the
    // second's name is unknown, so both show the placeholder.
    expect(rows[0]?.querySelector('img[src="/media/trophy.jpg"].w-20')).not.toBeNull();
    expect(rows[1]?.querySelector('img.w-20')).toBeNull();
    // The keyboard's way is still there, and the handle is hidden from assistive technology.
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: /Move up.*Awards 2/ }),
    ).toBeEnabled();
    const handles = group.querySelectorAll<HTMLElement>('[title="Drag to move"]');
    expect(handles).toHaveLength(2);
    expect(handles[0]?.getAttribute('aria-hidden')).toBe('true');

    // Rows 300 px tall; drag the second above the first.
    for (const [index, row] of rows.entries()) {
      row.getBoundingClientRect = () => ({ top: index * 300, height: 300 }) as DOMRect;
    }
    const handle = handles[1] as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 450 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 20 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 20 });
    const titles = within(group)
      .getAllByRole('textbox', { name: /^Title/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(titles).toEqual(['Safe site', 'Best builder']);
  });
});
