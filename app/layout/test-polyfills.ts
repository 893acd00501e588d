/**
 * jsdom has no `HTMLDialogElement.showModal`/`close`. This minimal stand-in
 * toggles `open`, moves focus inside like a browser, fires `close`, and closes
 * on Escape (the browser's `cancel`). Import it from tests that open dialogs.
 */
const proto = HTMLDialogElement.prototype;

if (!proto.showModal) {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', closeOnEscape);
    this.querySelector<HTMLElement>('a[href], button, input, [tabindex]')?.focus();
    this.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', closeOnEscape);
    this.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * jsdom has no invoker commands either: a click on a button with `commandfor` runs its dialog
 * `command` like a browser, remembering the opener so `close` gives focus back to it.
 */
if (typeof document !== 'undefined' && !('command' in HTMLButtonElement.prototype)) {
  const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button[commandfor]');
    if (!button || event.defaultPrevented) return;
    const target = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) {
      openers.set(target, button as HTMLElement);
      target.showModal();
    } else if (command === 'close' && target.open) {
      target.close();
      openers.get(target)?.focus();
    }
  });
  document.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement) openers.get(event.target)?.focus();
    },
    true,
  );
}

/**
 * jsdom has no popovers either (it hides every `[popover]` and never matches `:popover-open`).
 * This stand-in shows one with an inline `display`, fires `toggle` like a browser, runs the
 * `toggle-popover`/`hide-popover` commands, closes the open one on an unhandled Escape and
 * gives focus back to its invoker.
 */
const popovers = new Map<HTMLElement, HTMLElement | null>();

/** Whether the stand-in currently shows this popover. */
export const isPopoverShown = (element: HTMLElement | null) =>
  element !== null && popovers.has(element);

if (typeof document !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  const toggle = (element: HTMLElement, newState: 'open' | 'closed') =>
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  const show = (element: HTMLElement, invoker: HTMLElement | null) => {
    if (popovers.has(element)) return;
    popovers.set(element, invoker);
    element.style.display = 'block';
    toggle(element, 'open');
  };
  const hide = (element: HTMLElement) => {
    if (!popovers.has(element)) return;
    const invoker = popovers.get(element);
    popovers.delete(element);
    element.style.display = '';
    toggle(element, 'closed');
    invoker?.focus();
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      show(this, null);
    },
    hidePopover(this: HTMLElement) {
      hide(this);
    },
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('button[commandfor]');
    const target = document.getElementById(button?.getAttribute('commandfor') ?? '');
    if (!button || !target?.hasAttribute('popover') || event.defaultPrevented) return;
    const command = button.getAttribute('command');
    if (command === 'hide-popover' || (command === 'toggle-popover' && popovers.has(target))) {
      hide(target);
    } else if (command === 'toggle-popover' || command === 'show-popover') show(target, button);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    for (const element of [...popovers.keys()]) hide(element);
  });
}

function closeOnEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key === 'Escape') this.close();
}

/** Media queries that currently match, for the `matchMedia` stand-in below. */
const matchingQueries = new Set<string>();
const mediaListeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

/** Installs a controllable `window.matchMedia` (jsdom has none). */
export function installMatchMedia(initial: readonly string[] = []): void {
  matchingQueries.clear();
  mediaListeners.clear();
  for (const query of initial) matchingQueries.add(query);
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matchingQueries.has(query);
      },
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => {
        const set = mediaListeners.get(query) ?? new Set();
        set.add(listener);
        mediaListeners.set(query, set);
      },
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => {
        mediaListeners.get(query)?.delete(listener);
      },
    }) as unknown as MediaQueryList;
}

/** Makes a media query match or not, notifying its listeners like a browser. */
export function setMediaQuery(query: string, matches: boolean): void {
  if (matches) matchingQueries.add(query);
  else matchingQueries.delete(query);
  for (const listener of mediaListeners.get(query) ?? []) {
    listener({ matches, media: query } as MediaQueryListEvent);
  }
}
