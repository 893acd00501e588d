import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '../content/slugs';
import { constraintsOf } from './constraints';
import { looksAutomated, parseForm } from './parse-form';
import { commentSchema, contactSchema, quoteSchema, subscribeSchema } from './schemas';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const quote = {
  firstName: 'Dana',
  lastName: '',
  email: 'dana@example.com',
  phone: '+1 (555) 010-2000',
  company: 'Reyes Bakery',
  website: 'https://reyes.example.com',
  service: serviceSlugs[0],
  message: 'An extension.',
};

describe('quote schema', () => {
  it('requires every field the spec marks, and only those', () => {
    const constraints = constraintsOf(quoteSchema);
    const required = Object.entries(constraints)
      .filter(([, c]) => c.required)
      .map(([name]) => name);
    expect(required).toEqual([
      'firstName',
      'email',
      'phone',
      'company',
      'website',
      'service',
      'message',
    ]);
    expect(constraints.email.type).toBe('email');
    expect(constraints.website.type).toBe('url');
    expect(constraints.message.maxLength).toBe(5000);
    expect(constraints.phone.pattern).toBeTruthy();
  });

  it('gives an HTML pattern the browser compiles (v flag) and that matches what the server accepts', () => {
    const pattern = constraintsOf(quoteSchema).phone.pattern ?? '';
    const browser = new RegExp(`^(?:${pattern})$`, 'v');
    expect(browser.test('+1 (555) 010-2000')).toBe(true);
    expect(browser.test('call me')).toBe(false);
    expect(parseForm(quoteSchema, form({ ...quote, phone: 'call me' })).ok).toBe(false);
  });

  it('accepts a complete quote and trims what was typed', () => {
    const result = parseForm(quoteSchema, form({ ...quote, firstName: '  Dana ' }));
    expect(result.ok && result.data.firstName).toBe('Dana');
  });

  it('names each invalid field once and keeps the values as typed', () => {
    const result = parseForm(
      quoteSchema,
      form({ ...quote, firstName: '', email: 'nope', service: 'x' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'firstName', 'service']);
    expect(result.values.email).toBe('nope');
    expect(result.values.company).toBe('Reyes Bakery');
  });

  it('refuses a web address without its scheme and a message over 5,000 characters', () => {
    expect(parseForm(quoteSchema, form({ ...quote, website: 'reyes.example.com' })).ok).toBe(false);
    expect(parseForm(quoteSchema, form({ ...quote, message: 'a'.repeat(5001) })).ok).toBe(false);
    expect(parseForm(quoteSchema, form({ ...quote, message: 'a'.repeat(5000) })).ok).toBe(true);
  });
});

describe('contact, comment and subscribe schemas', () => {
  it('require name and email only (SPEC 5)', () => {
    for (const schema of [contactSchema, commentSchema]) {
      const required = Object.entries(constraintsOf(schema)).filter(([, c]) => c.required);
      expect(required.map(([name]) => name)).toEqual(['name', 'email']);
    }
    expect(parseForm(contactSchema, form({ name: 'Lee', email: 'lee@example.com' })).ok).toBe(true);
    expect(parseForm(commentSchema, form({ name: 'Lee', email: 'bad' })).ok).toBe(false);
  });

  it('keeps HTML, emoji and right-to-left text exactly as typed', () => {
    const message = '<b>bold</b> 👷 שלום';
    const result = parseForm(
      contactSchema,
      form({ name: 'Lee', email: 'lee@example.com', message }),
    );
    expect(result.ok && result.data.message).toBe(message);
  });

  it('takes one email address for the newsletter', () => {
    expect(constraintsOf(subscribeSchema).email).toMatchObject({ required: true, type: 'email' });
    expect(parseForm(subscribeSchema, form({ email: '' })).ok).toBe(false);
  });

  it('ignores fields the schema does not know', () => {
    const result = parseForm(
      contactSchema,
      form({ name: 'Lee', email: 'lee@example.com', admin: '1' }),
    );
    expect(result.values).not.toHaveProperty('admin');
  });
});

describe('bot checks', () => {
  it('flags a filled honeypot and a form sent faster than a person types', () => {
    expect(looksAutomated(form({ fax_number: '555' }))).toBe(true);
    expect(looksAutomated(form({ _elapsed: '300' }))).toBe(true);
    expect(looksAutomated(form({ _elapsed: 'soon' }))).toBe(true);
  });

  it('lets people through, with or without script', () => {
    expect(looksAutomated(form({ fax_number: '', _elapsed: '8000' }))).toBe(false);
    expect(looksAutomated(form({ fax_number: '' }))).toBe(false);
  });
});
