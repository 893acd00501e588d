// For island tests in jsdom, which has no IntersectionObserver: a stand-in that reports only
// when the test says an element has come into view. Each test file runs in a context of its
// own, so installing it replaces the setup's silent stand-in for that file only.
import { afterEach } from 'vitest';

interface Watch {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  elements: Set<Element>;
}

/** Installs the stand-in for the test file; `reveal` tells the observers watching `element`. */
export function installIntersection() {
  const watches = new Set<Watch>();
  class TestObserver {
    readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback) {
      this.watch = {
        callback,
        observer: this as unknown as IntersectionObserver,
        elements: new Set(),
      };
      watches.add(this.watch);
    }
    observe(element: Element) {
      this.watch.elements.add(element);
    }
    unobserve(element: Element) {
      this.watch.elements.delete(element);
    }
    disconnect() {
      this.watch.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  afterEach(() => {
    watches.clear();
  });
  return {
    /** Whether any observer still watches the element. */
    isWatched: (element: Element) => [...watches].some((watch) => watch.elements.has(element)),
    reveal(element: Element) {
      for (const watch of [...watches]) {
        if (!watch.elements.has(element)) continue;
        const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
        watch.callback([entry], watch.observer);
      }
    },
  };
}
