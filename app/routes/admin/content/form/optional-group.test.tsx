import { render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldProblems, schemas } from '../../../../content/schemas';
import { EditorProvider } from './editor-state';
import { FieldControl } from './field-control';
import { parseFields, readerOf } from './form-values';
import { officeFields, officeProblems } from './office-words';
import { describeFields } from './schema-fields';

const fields = officeFields(describeFields(schemas.posts));
const quote = fields.find((field) => field.key === 'quote');

/** A post's fields as the form posts them, with the quote's two inputs as given. */
function postWithQuote(text: string, cite: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: 'Roofs in winter',
    date: '2026-04-02',
    description: 'Why we book roofs in autumn.',
    'image.src': 'roof.jpg',
    'image.alt': 'A roof',
    'quote.text': text,
    'quote.cite': cite,
  })) {
    form.append(name, value);
  }
  const values = parseFields(fields, readerOf(form));
  const parsed = v.safeParse(schemas.posts, values);
  const problems = parsed.success ? [] : fieldProblems(parsed.issues, schemas.posts);
  return { values, problems: officeProblems(fields, problems) };
}

describe('a required field inside an optional group (a post’s quote)', () => {
  it('reads “needed only if you add a quote”, without the required mark', () => {
    if (!quote) throw new Error('posts have a quote');
    render(
      <EditorProvider initial={{}} problems={[]} media={[]}>
        <FieldControl field={quote} path="quote" />
      </EditorProvider>,
    );
    const group = screen.getByRole('group', { name: /Quote/ });
    expect(within(group).getByText(/leave the quote out/)).toBeTruthy();
    const text = within(group).getByRole('textbox', { name: 'Text' });
    const cite = within(group).getByRole('textbox', { name: 'Cite' });
    for (const input of [text, cite]) {
      expect(input.getAttribute('aria-required')).toBeNull();
      expect(input).toHaveAccessibleDescription(/^Needed only if you add a quote\./);
    }
    expect(group.querySelector('[data-required-marker]')).toBeNull();
  });

  it('is fine left empty: the post has no quote', () => {
    const { values, problems } = postWithQuote('', '');
    expect(values.quote).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('says what is missing when half filled, in the office’s words', () => {
    expect(postWithQuote('Built to last.', '').problems).toEqual([
      { field: 'quote.cite', message: 'Fill in who said it, or empty the quote to leave it out.' },
    ]);
    expect(postWithQuote('', 'Dana Reyes').problems).toEqual([
      { field: 'quote.text', message: 'Fill in the quote, or empty the quote to leave it out.' },
    ]);
  });
});
