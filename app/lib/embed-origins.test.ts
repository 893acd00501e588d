import { describe, expect, it } from 'vitest';
import { embedOrigins } from './embed-origins';

describe('embedOrigins', () => {
  it('lists the video and map hosts once each, as origins', () => {
    expect(embedOrigins).toEqual(['https://www.youtube-nocookie.com', 'https://www.google.com']);
  });
});
