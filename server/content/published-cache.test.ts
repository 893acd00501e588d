import { describe, expect, it } from 'vitest';
import type { ContentChange } from './events.ts';
import type { PublishedReads } from './published.ts';
import { cachePublishedReads } from './published-cache.ts';

/** Published reads whose `document` answers from `answer`, counting the calls. */
function fakeReads(answer: (name: string) => Promise<unknown>) {
  const calls: string[] = [];
  const reads = {
    document: (name: string) => {
      calls.push(name);
      return answer(name);
    },
  } as unknown as PublishedReads;
  const listeners: ((change: ContentChange) => void)[] = [];
  const onChange = (listener: (change: ContentChange) => void) => {
    listeners.push(listener);
    return () => {};
  };
  const change = () => {
    for (const listener of listeners) listener({} as ContentChange);
  };
  return { reads, calls, onChange, change };
}

describe('the published reads kept in memory', () => {
  it('keep the last value each read gave across changes and failures, for pages built without the database', async () => {
    let isDown = false;
    let phone = '+1 555 0100';
    const fake = fakeReads(async (name) => {
      if (isDown) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
      return name === 'contact' ? { contactDetails: { phone } } : undefined;
    });
    const cached = cachePublishedReads(fake.reads, fake.onChange);
    expect(cached.lastGood('document', 'contact')).toBeUndefined();

    await cached.document('contact');
    phone = '+1 555 0199';
    fake.change();
    await cached.document('contact');
    expect(cached.lastGood('document', 'contact')).toEqual({
      contactDetails: { phone: '+1 555 0199' },
    });

    isDown = true;
    fake.change();
    await expect(cached.document('contact')).rejects.toThrow('refused');
    expect(cached.lastGood('document', 'contact')).toEqual({
      contactDetails: { phone: '+1 555 0199' },
    });
    // A read that found nothing keeps nothing (a made-up name takes no memory).
    isDown = false;
    await cached.document('privacy');
    expect(cached.lastGood('document', 'privacy')).toBeUndefined();
    expect(fake.calls).toEqual(['contact', 'contact', 'contact', 'privacy']);
  });
});
