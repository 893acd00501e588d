import { describe, expect, it } from 'vitest';
import { fillIntro, fillPlaceholders, placeholderProblem } from './intro-placeholders';

describe('fillPlaceholders', () => {
  it('writes {count} in words, with a capital at the start of the text', () => {
    expect(fillPlaceholders('{count} specialist teams who plan together.', { count: 6 })).toBe(
      'Six specialist teams who plan together.',
    );
    expect(fillPlaceholders('{count} specialist teams', { count: 7 })).toBe(
      'Seven specialist teams',
    );
  });

  it('capitalises after the end of a sentence only', () => {
    const text = 'We have {count} teams. {count} of them design! Really? {count} build.';
    expect(fillPlaceholders(text, { count: 3 })).toBe(
      'We have three teams. Three of them design! Really? Three build.',
    );
    expect(fillPlaceholders('Teams: {count}, all local.', { count: 2 })).toBe(
      'Teams: two, all local.',
    );
  });

  it('writes counts above twelve and {columns} as digits, and none as "no"', () => {
    expect(fillPlaceholders('{count} projects', { count: 14 })).toBe('14 projects');
    expect(fillPlaceholders('a {columns}-column grid', { columns: 3 })).toBe('a 3-column grid');
    expect(fillPlaceholders('There are {count} openings.', { count: 0 })).toBe(
      'There are no openings.',
    );
  });

  it('leaves a placeholder without a value, an unknown one and a company fact as written', () => {
    expect(fillPlaceholders('{count} and {columns}', { count: 2 })).toBe('Two and {columns}');
    expect(fillPlaceholders('{teams} here', { count: 2 })).toBe('{teams} here');
    expect(fillPlaceholders('{{name}} has {count}', { count: 2 })).toBe('{{name}} has two');
  });

  it('makes {one|many} agree with {count}', () => {
    const text = '{count} specialist {team|teams} who plan together.';
    expect(fillPlaceholders(text, { count: 1 })).toBe('One specialist team who plan together.');
    expect(fillPlaceholders(text, { count: 7 })).toBe('Seven specialist teams who plan together.');
    expect(fillPlaceholders('{Team|Teams} of {count}', { count: 0 })).toBe('Teams of no');
    expect(fillPlaceholders('{team|teams}', {})).toBe('{team|teams}');
  });

  it('fills every field of an introduction', () => {
    const intro = { title: '{count} teams', lead: 'All {count} of them.' };
    expect(fillIntro(intro, { count: 1 })).toEqual({
      title: 'One teams',
      lead: 'All one of them.',
    });
  });
});

describe('placeholderProblem', () => {
  it('accepts text with the page’s placeholders, without them, and with company facts', () => {
    expect(
      placeholderProblem('{count} teams in a {columns}-column grid', ['count', 'columns']),
    ).toBe(undefined);
    expect(placeholderProblem('Our teams plan together.', ['count'])).toBeUndefined();
    expect(placeholderProblem('Everything {{name}} builds.', [])).toBeUndefined();
    expect(placeholderProblem('{count} {team|teams}', ['count'])).toBeUndefined();
    expect(placeholderProblem('{team|teams}', ['columns'])).toMatch(/\{team\|teams\} would show/);
  });

  it('names an unknown placeholder and the ones the page fills', () => {
    expect(placeholderProblem('{cuont} teams', ['count'])).toBe(
      'only the placeholders this page fills ({count}); {cuont} would show as written',
    );
    expect(placeholderProblem('{count} and {teams} and {teams}', ['count', 'columns'])).toBe(
      'only the placeholders this page fills ({count}, {columns}); {teams} would show as written',
    );
  });

  it('says a page without placeholders fills none', () => {
    expect(placeholderProblem('{count} ways to reach us', [])).toBe(
      'no placeholder: this page fills none, and {count} would show as written',
    );
  });

  it('refuses a brace left open or closed alone', () => {
    const message = 'placeholders written as {name} with both braces (this page fills {count})';
    expect(placeholderProblem('{count teams', ['count'])).toBe(message);
    expect(placeholderProblem('count} teams', ['count'])).toBe(message);
  });
});
