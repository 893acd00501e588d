import { afterEach, describe, expect, it } from 'vitest';
import { noteVisitReferrer, visitEntry } from './visit-entry';
import { visitFields } from './visit-fields';

/** A tab's history as the Navigation API shows it: this visit's pages, the last one current. */
function fakeTab(urls: string[]) {
  const entries = urls.map((url, index) => {
    let state: unknown;
    return {
      key: `k${index}`,
      url,
      getState: () => state,
      setState: (value: unknown) => {
        state = value;
      },
    };
  });
  let current = entries[0];
  const navigation = {
    entries: () => entries,
    get currentEntry() {
      return current;
    },
    updateCurrentEntry: ({ state }: { state: unknown }) => current?.setState(state),
  };
  Object.assign(globalThis, { navigation });
  return { moveTo: (index: number) => (current = entries[index]) };
}

afterEach(() => {
  delete (globalThis as { navigation?: unknown }).navigation;
});

describe('the visit across full page loads', () => {
  it('gives the first page of the visit and the site its landing page noted, from a later page', () => {
    const origin = location.origin;
    const tab = fakeTab([`${origin}/blog?utm_source=news`, `${origin}/request-quote`]);
    noteVisitReferrer('https://search.example/results?q=kitchen+for+ada');
    tab.moveTo(1);
    expect(visitEntry()).toEqual({
      url: `${origin}/blog?utm_source=news`,
      referrer: 'https://search.example/results',
      current: false,
    });
  });

  it('notes nothing for a visit from the site itself or without a referrer', () => {
    const tab = fakeTab([`${location.origin}/`, `${location.origin}/request-quote`]);
    noteVisitReferrer(`${location.origin}/faq`);
    noteVisitReferrer('');
    tab.moveTo(1);
    expect(visitEntry()?.referrer).toBe('');
  });

  it('is unknown without the Navigation API', () => {
    expect(visitEntry()).toBeUndefined();
    expect(() => noteVisitReferrer('https://search.example/')).not.toThrow();
  });

  it('sends only the page when this document was reached from ours and the tab shows no earlier page', () => {
    const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer');
    Object.defineProperty(document, 'referrer', {
      value: `${location.origin}/?utm_source=x`,
      configurable: true,
    });
    try {
      // Without the Navigation API, and with it showing this document first (decision 052).
      expect(visitFields()).toEqual({ visit_page: location.pathname });
      fakeTab([location.href]);
      expect(visitFields()).toEqual({ visit_page: location.pathname });
      // From another site it is the visit's first page.
      Object.defineProperty(document, 'referrer', {
        value: 'https://search.example/',
        configurable: true,
      });
      expect(visitFields()).toMatchObject({ visit_entry: location.href });
    } finally {
      delete (document as { referrer?: string }).referrer;
      if (referrer) Object.defineProperty(Document.prototype, 'referrer', referrer);
    }
  });
});
