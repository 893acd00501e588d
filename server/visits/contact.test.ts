import { describe, expect, it } from 'vitest';
import type { ContentStore } from '../content/store.ts';
import { visitsContact } from './contact.ts';

/** Only what visitsContact reads of the store: the published contact document. */
const storeWhose = (document: () => Promise<unknown>) =>
  ({ published: { document } }) as unknown as ContentStore;

describe('visitsContact', () => {
  it('offers weekday hours when the document cannot be read, and says why in the log', async () => {
    const logged: string[] = [];
    const read = visitsContact(
      storeWhose(() => Promise.reject(new Error('connection refused'))),
      (_error, context) => logged.push(context),
    );
    expect((await read()).hours.days).toContain('Monday');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/contact details were not read/);
  });

  it('logs nothing when the document reads', async () => {
    const logged: string[] = [];
    const hours = { days: ['Saturday'], opens: '08:00', closes: '12:00' };
    const read = visitsContact(
      storeWhose(() =>
        Promise.resolve({
          contactDetails: { hours, email: 'office@example.com', offices: [{ phone: '1' }] },
        }),
      ),
      (_error, context) => logged.push(context),
    );
    expect((await read()).hours).toEqual(hours);
    expect(logged).toEqual([]);
  });
});
