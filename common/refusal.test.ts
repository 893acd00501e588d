import { describe, expect, it } from 'vitest';
import { invalid, isRefusal, refusal } from './refusal';

describe('a refusal', () => {
  it('is plain data: status, message and the field when given', () => {
    expect(refusal(422, 'Write the note first.', 'note')).toEqual({
      refused: true,
      status: 422,
      message: 'Write the note first.',
      field: 'note',
    });
    expect(refusal(404, 'That lead does not exist.')).toEqual({
      refused: true,
      status: 404,
      message: 'That lead does not exist.',
    });
    expect(Object.getPrototypeOf(refusal(400, 'x'))).toBe(Object.prototype);
  });

  it('naming every problem a schema found takes the first for its message', () => {
    const problems = [
      { field: 'title', message: 'title: expected the post title' },
      { field: 'date', message: 'date: expected a date' },
    ];
    expect(invalid(problems)).toEqual({
      refused: true,
      status: 422,
      message: 'title: expected the post title (2 problems)',
      problems,
    });
    expect(invalid([]).message).toBe('the content is not valid');
  });

  it('is recognised by its shape, also after a copy (another bundle, JSON, structured clone)', () => {
    const made = refusal(409, 'That address is taken.', { field: 'slug', code: 'taken' });
    expect(isRefusal(made)).toBe(true);
    expect(isRefusal(JSON.parse(JSON.stringify(made)))).toBe(true);
    expect(isRefusal(structuredClone(invalid([{ field: 'a', message: 'b' }])))).toBe(true);
  });

  it('is not anything else: errors, responses, half shapes, a 500', () => {
    for (const other of [
      undefined,
      null,
      'refused',
      new Error('That lead does not exist.'),
      Object.assign(new Error('x'), { status: 422 }),
      { status: 422, message: 'no mark' },
      { refused: true, status: 500, message: 'not a refusal status' },
      { refused: true, status: 422 },
      { refused: true, status: 422, message: 'x', field: 3 },
      { refused: true, status: 422, message: 'x', problems: [{ field: 'a' }] },
      new Response('x', { status: 422 }),
    ]) {
      expect(isRefusal(other), String(other)).toBe(false);
    }
  });
});
