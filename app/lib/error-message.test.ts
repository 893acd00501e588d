import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("puts a route's own message first, then the status with its standard reason", () => {
    const error = {
      status: 503,
      statusText: 'Internal Server Error',
      internal: false,
      data: 'The inbox needs the site server.',
    };
    expect(errorMessage(error)).toBe('The inbox needs the site server. (503 Service Unavailable)');
  });

  it('falls back to the response reason for a status it does not list', () => {
    expect(
      errorMessage({ status: 418, statusText: "I'm a teapot", internal: false, data: null }),
    ).toBe("418 I'm a teapot");
  });

  it("shows an Error's message and a neutral line for anything else", () => {
    expect(errorMessage(new Error('Boom.'))).toBe('Boom.');
    expect(errorMessage('a thrown string')).toBe('Something went wrong.');
  });
});
