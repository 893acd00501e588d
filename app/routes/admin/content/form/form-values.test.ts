import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentSchemas, schemas } from '../../../../content/schemas';
import { emptyValue, newItemValues, parseFields, readerOf } from './form-values';
import { describeFields } from './schema-fields';

/** A form as a browser posts it. */
function formOf(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return readerOf(form);
}

describe('parseFields', () => {
  const post = describeFields(schemas.posts);

  it('types what a post form posts and leaves out optional fields left empty', () => {
    const fields = parseFields(
      post,
      formOf([
        ['title', '  Roofs in winter '],
        ['date', '2026-04-02'],
        ['description', 'Why we book roofs in autumn.\r\nEarly.'],
        ['image.src', 'abc.jpg'],
        ['image.alt', 'A roof'],
        ['quote.text', ''],
        ['quote.cite', ''],
      ]),
    );
    expect(fields).toEqual({
      title: 'Roofs in winter',
      date: '2026-04-02',
      description: 'Why we book roofs in autumn.\nEarly.',
      image: { src: 'abc.jpg', alt: 'A roof' },
    });
    expect(v.safeParse(schemas.posts, fields).success).toBe(true);
  });

  it('keeps what is not a number as typed, so the schema names it and the form shows it', () => {
    const services = describeFields(schemas.services);
    expect(parseFields(services, formOf([['order', '3']])).order).toBe(3);
    const fields = parseFields(services, formOf([['order', 'first']]));
    expect(fields.order).toBe('first');
    const result = v.safeParse(schemas.services, fields);
    expect(result.success).toBe(false);
  });

  it('reads lists in the order of their indices and checkboxes by presence', () => {
    const plans = describeFields(documentSchemas.plans);
    const fields = parseFields(
      plans,
      formOf([
        ['plans.1.name', 'Pro'],
        ['plans.1.features.0', 'b'],
        ['plans.1.isFeatured', 'on'],
        ['plans.0.name', 'Basic'],
        ['plans.0.features.1', 'second'],
        ['plans.0.features.0', 'first'],
      ]),
    );
    const list = fields.plans as Record<string, unknown>[];
    expect(list.map((plan) => plan.name)).toEqual(['Basic', 'Pro']);
    expect(list[0]?.features).toEqual(['first', 'second']);
    expect(list[0]).not.toHaveProperty('isFeatured');
    expect(list[1]?.isFeatured).toBe(true);
  });

  it('round-trips every stored-shape item of the sample through a form', () => {
    const service = {
      order: 2,
      title: 'Planning',
      icon: 'clipboard',
      description: 'We plan.',
      image: { src: 'a.svg', alt: 'A plan' },
      checklist: ['Survey', 'Price'],
      faq: [{ question: 'How long?', answer: 'A week.' }],
    };
    const entries: [string, string][] = [
      ['order', '2'],
      ['title', 'Planning'],
      ['icon', 'clipboard'],
      ['description', 'We plan.'],
      ['image.src', 'a.svg'],
      ['image.alt', 'A plan'],
      ['checklist.0', 'Survey'],
      ['checklist.1', 'Price'],
      ['faq.0.question', 'How long?'],
      ['faq.0.answer', 'A week.'],
    ];
    expect(parseFields(describeFields(schemas.services), formOf(entries))).toEqual(service);
  });
});

describe('new values', () => {
  it('start a new item with today, the next order and empty required fields', () => {
    const values = newItemValues(describeFields(schemas.services), {
      today: '2026-05-01',
      nextOrder: 7,
    });
    expect(values).toMatchObject({
      order: 7,
      title: '',
      icon: 'layers',
      image: { src: '', alt: '' },
    });
    expect(values.checklist).toEqual(['']);
    expect(values).not.toHaveProperty('faq');
    const post = newItemValues(describeFields(schemas.posts), {
      today: '2026-05-01',
      nextOrder: 1,
    });
    expect(post.date).toBe('2026-05-01');
  });

  it('give a list entry of exactly five lines five empty lines', () => {
    const [plans] = describeFields(documentSchemas.plans);
    if (plans?.kind !== 'list') throw new Error('plans is a list');
    expect((emptyValue(plans.item) as { features: string[] }).features).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('the contact details’ opening days', () => {
  const contact = describeFields(documentSchemas.contact);
  const hoursOf = (entries: [string, string][]) => parseFields(contact, formOf(entries)).hours;

  it('are the checked boxes, in the week’s order, whatever order the form posts them in', () => {
    expect(
      hoursOf([
        ['hours.days.5', 'Saturday'],
        ['hours.days.0', 'Monday'],
        ['hours.days.2', 'Wednesday'],
        ['hours.opens', ' 08:00 '],
        ['hours.closes', '12:00'],
      ]),
    ).toEqual({ days: ['Monday', 'Wednesday', 'Saturday'], opens: '08:00', closes: '12:00' });
  });

  it('are none when no box is checked, which the schema names', () => {
    const hours = hoursOf([
      ['hours.opens', '08:00'],
      ['hours.closes', '12:00'],
    ]);
    expect(hours).toEqual({ days: [], opens: '08:00', closes: '12:00' });
    const result = v.safeParse(documentSchemas.contact.entries.hours, hours);
    expect(result.issues?.[0]?.message).toBe('at least one day the office is open');
  });

  it('start empty in a new entry', () => {
    const hours = contact.find((field) => field.key === 'hours');
    if (hours?.kind !== 'group' || !hours.fields[0]) throw new Error('hours has no fields');
    expect(emptyValue(hours.fields[0])).toEqual([]);
  });
});
