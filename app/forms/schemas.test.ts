import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '../content/slugs';
import { constraintsOf } from './constraints';
import { CONTROL_MESSAGE, parseForm } from './parse-form';
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
    // A comment without words is a comment like any other (the office decides).
    expect(parseForm(commentSchema, form({ name: 'Lee', email: 'lee@example.com' })).ok).toBe(true);
    // A required field left out of the post altogether reads as left empty: its own message.
    const blank = parseForm(commentSchema, form({ email: 'lee@example.com', comment: ' ' }));
    expect(!blank.ok && blank.errors).toEqual({ name: 'Please enter your name.' });
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

describe('email addresses', () => {
  const email = (address: string) =>
    parseForm(contactSchema, form({ name: 'Lee', email: address }));

  it('takes apostrophes and internationalised addresses', () => {
    for (const address of [
      "o'brien@example.com",
      'josé@exämple.de',
      '用户@例子.广告',
      'first.last+tag@sub.example.co.uk',
      'ada@xn--exmple-cua.de',
    ]) {
      expect(email(address).ok, address).toBe(true);
    }
  });

  it('refuses what is not an address with the same message as before', () => {
    for (const address of [
      'not-an-email',
      'ada@localhost',
      'ada@192.168.0.1',
      '@example.com',
      'ada@',
      'ada..b@example.com',
      '.ada@example.com',
      'ada@exa mple.com',
      'ada@example.com/path',
      'a b@example.com',
      'ada@-example.com',
    ]) {
      const result = email(address);
      expect(result.ok, address).toBe(false);
      if (!result.ok) {
        expect(result.errors.email).toBe('Please enter an email address like name@example.com.');
      }
    }
  });
});

describe('control characters', () => {
  it('names each field holding one (422) and echoes it without them', () => {
    const result = parseForm(
      contactSchema,
      form({ name: 'Ada\u0000Lovelace', email: 'ada@example.com', message: 'Hi\u0007there' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ name: CONTROL_MESSAGE, message: CONTROL_MESSAGE });
    expect(result.values.name).toBe('AdaLovelace');
    expect(result.values.message).toBe('Hithere');
  });

  it('keeps tabs and line breaks in a message, and makes them spaces in a one-line field', () => {
    const result = parseForm(
      contactSchema,
      form({
        name: 'Ada\tLovelace',
        email: 'ada@example.com',
        subject: 'Two\r\nlines',
        message: 'One\tTwo\r\nThree\vFour',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.name).toBe('Ada Lovelace');
    expect(result.data.subject).toBe('Two lines');
    expect(result.data.message).toBe('One\tTwo\r\nThree\nFour');
  });

  it('keeps an emoji whole', () => {
    expect(parseForm(contactSchema, form({ name: 'Ada 👷', email: 'a@example.com' })).ok).toBe(
      true,
    );
  });
});
