// The one script a page with islands loads (docs/decisions/047). It binds each island in the
// server's markup (`data-island="name"`) to its controller, loaded by dynamic import only when
// needed: when the island nears the viewport, when it is opened or scrolled for, or when the
// visitor reaches into it first. A tap that arrives before the controller is held and replayed
// once it has started (no dead taps, decision 013). Global islands (beacons, cursor) start when
// the browser is idle. Sets ISLANDS_READY_ATTR on <html> once every island due at load has started.

import { SCROLL_TOP_THRESHOLD } from '../browser/scroll-threshold';
import { ISLAND_ATTR, ISLAND_STARTED_ATTR, ISLAND_WHEN_ATTR, ISLANDS_READY_ATTR } from './attrs';
import type { IslandModule } from './island';

/** Each island's code, a file of its own. */
const controllers: Record<string, () => Promise<IslandModule>> = {
  'embed-facade': () => import('./embed-facade'),
  settings: () => import('./settings'),
  search: () => import('./search'),
  'site-form': () => import('./site-form'),
};

/** How far ahead of the viewport a `visible` island starts loading. */
const LOAD_AHEAD = '75% 0px';

const started = new Map<Element, Promise<void>>();

/** Loads and starts one island once; resolves when it has started (or failed to load). */
function start(element: HTMLElement): Promise<void> {
  let done = started.get(element);
  if (done) return done;
  const load = controllers[element.getAttribute(ISLAND_ATTR) ?? ''];
  done = (load ? load() : Promise.reject(new Error('unknown island'))).then(
    (module) => {
      module.start(element);
      element.setAttribute(ISLAND_STARTED_ATTR, '');
    },
    // Without its code the island stays the working HTML it was rendered as.
    () => {},
  );
  started.set(element, done);
  return done;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTR}]`) : null;

/** Buttons whose action is the island's (not a link, a submit or a platform invoker). */
function heldButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type === 'submit' || button.hasAttribute('commandfor')) return null;
  return button;
}

// Reaching into an island before its code is here starts it; a tap on one of its buttons is
// held and replayed with click() once the controller listens.
for (const type of ['pointerdown', 'focusin', 'keydown']) {
  document.addEventListener(
    type,
    (event) => {
      const island = islandOf(event.target);
      if (island && !island.hasAttribute(ISLAND_STARTED_ATTR)) start(island);
    },
    true,
  );
}
document.addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    const button = heldButton(event.target);
    if (!island || !button || island.hasAttribute(ISLAND_STARTED_ATTR)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    start(island).then(() => {
      if (button.isConnected) button.click();
    });
  },
  true,
);

/** Islands due now: near the viewport, already open, or scrolled past. */
const due: Promise<void>[] = [];
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      start(entry.target as HTMLElement);
    }
  },
  { rootMargin: LOAD_AHEAD },
);

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
  const when = element.getAttribute(ISLAND_WHEN_ATTR) ?? 'visible';
  if (when === 'open') {
    // A popover: its controller starts when it opens (before or after this script).
    if (element.matches(':popover-open')) due.push(start(element));
    else element.addEventListener('toggle', () => start(element), { once: true });
  } else {
    near.observe(element);
  }
}

/** The global parts: beacons, custom cursor, the system's colour mode (./globals.ts). */
function startGlobals() {
  import('./globals').then(
    (module) => module.start(),
    () => {},
  );
}

// Scroll to top: its code loads the first time the page scrolls past the threshold, so a visit
// that stays at the top never downloads it.
function scrolled() {
  if (scrollY <= SCROLL_TOP_THRESHOLD) return;
  removeEventListener('scroll', scrolled);
  import('./scroll-top').then(
    (module) => module.start(),
    () => {},
  );
}
addEventListener('scroll', scrolled, { passive: true });
scrolled();

// One frame after this script: the observer has reported what is near the viewport by then.
requestAnimationFrame(() => {
  setTimeout(() => {
    Promise.all([...due, ...started.values()]).then(() => {
      document.documentElement.setAttribute(ISLANDS_READY_ATTR, '');
    });
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(startGlobals, { timeout: 2000 });
    else setTimeout(startGlobals, 0);
  }, 0);
});
