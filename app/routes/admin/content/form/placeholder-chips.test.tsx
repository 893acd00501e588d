import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../../brand';
import { documentSchemas } from '../../../../content/schemas';
import { EditorProvider } from './editor-state';
import { FieldControl } from './field-control';
import { officeFields } from './office-words';
import { placeholderChips } from './placeholder-words';
import { describeFields } from './schema-fields';

/** The services page's introduction, as the editor gets it. */
const servicesIntro = officeFields(describeFields(documentSchemas.pages)).find(
  (field) => field.key === 'services',
);
const lead =
  servicesIntro?.kind === 'group'
    ? servicesIntro.fields.find((field) => field.key === 'lead')
    : undefined;

describe('placeholder chips', () => {
  it('say what each placeholder becomes, each once, in order', () => {
    const chips = placeholderChips('{count} {team|teams} at {{name}}, {count} in all; {oops}', {
      count: 'services',
    });
    expect(chips.map((chip) => [chip.token, chip.isKnown])).toEqual([
      ['{count}', true],
      ['{team|teams}', true],
      ['{{name}}', true],
      ['{oops}', false],
    ]);
    expect(chips[0]?.becomes).toMatch(/^becomes the number of services, in words/);
    expect(chips[1]?.becomes).toBe('becomes “team” when there is one, “teams” otherwise');
    expect(chips[2]?.becomes).toBe(`becomes the company’s name (“${brand.name}”)`);
    expect(placeholderChips('{count} projects')[0]?.isKnown).toBe(false);
  });

  it('show under the text, which stays editable text, and follow what is typed', async () => {
    if (!lead) throw new Error('the services page has a lead');
    render(
      <EditorProvider
        initial={{ services: { lead: '{count} specialist {team|teams}.' } }}
        problems={[]}
        media={[]}
      >
        <FieldControl field={lead} path="services.lead" />
      </EditorProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Introduction' });
    expect(box).toHaveValue('{count} specialist {team|teams}.');
    expect(box).toHaveAccessibleDescription(/\{count\} becomes the number of services/);
    const chips = screen.getByText('On the page:').parentElement as HTMLElement;
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    // The hint no longer carries the notation: the chips say it.
    expect(screen.queryByText(/write \{count\}/)).toBeNull();

    await userEvent.type(box, ' Founded {{{{foundedYear}}', { skipClick: false });
    expect(within(chips).getByText('{{foundedYear}}')).toBeTruthy();
    await userEvent.clear(box);
    expect(screen.queryByText('On the page:')).toBeNull();
  });
});
