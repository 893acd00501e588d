import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeFields } from '../../routes/admin/content/form/schema-fields';
import { pageIntros } from '../generated/pages';
import { fieldProblems } from './describe-issues';
import { pageIntrosSchema } from './page-intros';

/** The seed's document with one field of one page changed. */
const withField = (page: string, field: string, value: unknown) => ({
  ...pageIntros,
  [page]: { ...pageIntros[page as keyof typeof pageIntros], [field]: value },
});

const problemsOf = (input: unknown) => {
  const parsed = v.safeParse(pageIntrosSchema, input);
  return parsed.success ? [] : fieldProblems(parsed.issues, pageIntrosSchema);
};

describe('the pages document', () => {
  it('takes the seed, and a counted page’s lead with or without {count}', () => {
    expect(problemsOf(pageIntros)).toEqual([]);
    expect(problemsOf(withField('services', 'lead', 'Our teams plan together.'))).toEqual([]);
    expect(problemsOf(withField('services', 'lead', 'All {count} teams plan together.'))).toEqual(
      [],
    );
  });

  it('names the field and the unknown placeholder', () => {
    const [problem, ...others] = problemsOf(withField('services', 'lead', '{cuont} teams.'));
    expect(others).toEqual([]);
    expect(problem?.field).toBe('services.lead');
    expect(problem?.message).toBe(
      'services.lead: expected only the placeholders this page fills ({count}); {cuont} would show as written, got "{cuont} teams."',
    );
  });

  it('refuses {count} on a page that lists nothing to count', () => {
    const [problem] = problemsOf(withField('contactUs', 'lead', 'Our {count} offices.'));
    expect(problem?.message).toMatch(
      /^contactUs\.lead: expected no placeholder: this page fills none, and \{count\} would show as written/,
    );
  });

  it('names an empty field, a missing one and a misspelt one', () => {
    expect(problemsOf(withField('faq', 'title', '  '))[0]?.message).toMatch(
      /^faq\.title: expected /,
    );
    const { lead: _lead, ...withoutLead } = pageIntros.history;
    const missing = problemsOf({ ...pageIntros, history: withoutLead });
    expect(missing[0]?.message).toMatch(/^history\.lead: missing, expected a sentence or two/);
    const misspelt = problemsOf(withField('gallery', 'leed', 'x'));
    expect(misspelt.map((p) => p.message)).toContain(
      'unknown field "gallery.leed" (check its spelling)',
    );
  });

  it('gives the editor a labelled group per page, with the placeholders in the help text', () => {
    const groups = describeFields(pageIntrosSchema);
    expect(groups.map((group) => group.key)).toEqual(Object.keys(pageIntros));
    const services = groups.find((group) => group.key === 'services');
    expect(services?.label).toBe('Services (/services)');
    if (services?.kind !== 'group') throw new Error('services is no group');
    const lead = services.fields.find((field) => field.key === 'lead');
    expect(lead).toMatchObject({ kind: 'text', isLong: true, label: 'Introduction' });
    expect(lead?.hint).toContain('{count}');
    const contact = groups.find((group) => group.key === 'contactUs');
    if (contact?.kind !== 'group') throw new Error('contactUs is no group');
    expect(contact.fields.map((field) => field.hint).join(' ')).not.toContain('{count}');
  });
});
