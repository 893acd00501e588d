import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentSchemas, schemas } from '../../../../content/schemas';
import { EditorProvider } from './editor-state';
import { FieldControl, listsOptionsOnly } from './field-control';
import { officeFields } from './office-words';
import type { FieldDescriptor } from './schema-fields';
import { describeFields } from './schema-fields';

const NONE_SHOWS_ADMIN = 'None shows “Admin”.';

/** A post's author as the editor's loader offers it (office-choices.server.ts). */
const author: FieldDescriptor = {
  key: 'author',
  label: 'Author',
  messages: [],
  isOptional: true,
  kind: 'choice',
  options: ['1', '2'],
  labels: { 1: 'Dana Reyes', 2: 'Robin Hale' },
  hint: `One of your people: their name, photo and “About me” line show on the post. ${NONE_SHOWS_ADMIN}`,
};

const fieldOf = (fields: FieldDescriptor[], key: string) => {
  const found = fields.find((field) => field.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

function renderField(field: FieldDescriptor, initial: Record<string, unknown> = {}) {
  return render(
    <EditorProvider initial={initial} problems={[]} media={[]}>
      <FieldControl field={field} path={field.key} />
    </EditorProvider>,
  );
}

describe('hints under every kind of field', () => {
  it('shows a select’s hint under its label, named by the select', () => {
    renderField(author);
    const select = screen.getByRole('combobox', { name: 'Author' });
    expect(select).toHaveAccessibleDescription(new RegExp(NONE_SHOWS_ADMIN));
    expect(screen.getByText(new RegExp(NONE_SHOWS_ADMIN))).toBeTruthy();
  });

  it('leaves out a select’s hint that only lists the options it shows', () => {
    const icon = fieldOf(officeFields(describeFields(schemas.services)), 'icon');
    expect(listsOptionsOnly(icon)).toBe(true);
    expect(listsOptionsOnly(author)).toBe(false);
    renderField(icon);
    expect(screen.getByRole('combobox')).not.toHaveAccessibleDescription(/One of/);
  });

  it('shows the hint of a checkbox, a group and a picture too', () => {
    const plans = fieldOf(officeFields(describeFields(documentSchemas.plans)), 'plans');
    if (plans.kind !== 'list') throw new Error('plans are a list');
    const featured = fieldOf(plans.item.kind === 'group' ? plans.item.fields : [], 'isFeatured');
    const { unmount } = renderField(featured);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(sentenceOf(featured.hint));
    unmount();

    const hours = fieldOf(officeFields(describeFields(documentSchemas.contact)), 'hours');
    const group = renderField(hours);
    expect(group.container.querySelector('fieldset')).toHaveAccessibleDescription(
      sentenceOf(hours.hint),
    );
    group.unmount();

    const image = fieldOf(officeFields(describeFields(schemas.projects)), 'image');
    renderField(image);
    expect(screen.getByRole('group', { name: 'Picture' })).toHaveAccessibleDescription(
      'Choose a picture or upload one.',
    );
  });
});

function sentenceOf(hint: string | undefined): string {
  if (!hint) throw new Error('the field has a hint');
  return hint.charAt(0).toUpperCase() + hint.slice(1);
}
