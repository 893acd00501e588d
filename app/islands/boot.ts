// The one script a page with islands loads (docs/decisions/047). It binds each island in the
// server's markup (`data-island="name"`) to its controller, loaded by dynamic import only when
// needed: when the island nears the viewport, when it is opened or scrolled for, or when the
// visitor reaches into it first. A tap that arrives before the controller (or before this
// script) is held by the page's inline catcher (./tap-catcher.ts) and replayed here once the
// island has started (no dead taps, decision 013). The page view is sent at once; the global
// parts (vitals, cursor) start when the browser is idle. Sets ISLANDS_READY_ATTR on <html> once
// every island due at load has started.

import { SCROLL_TOP_THRESHOLD } from '../browser/scroll-threshold';
import { sendView } from '../stats/beacon';
import {
  ISLAND_ATTR,
  ISLAND_STARTED_ATTR,
  ISLAND_TAP_ATTR,
  ISLAND_WHEN_ATTR,
  ISLANDS_READY_ATTR,
} from './attrs';
import type { IslandModule } from './island';

/** Each island's code, a file of its own. */
const controllers: Record<string, () => Promise<IslandModule>> = {
  'awards-list': () => import('./awards-list'),
  carousel: () => import('./carousel'),
  'comment-replies': () => import('./comment-replies'),
  counter: () => import('./counter'),
  'embed-facade': () => import('./embed-facade'),
  'gallery-filter': () => import('./gallery-filter'),
  'main-menu': () => import('./main-menu'),
  marquee: () => import('./marquee'),
  'portfolio-grid': () => import('./portfolio-grid'),
  settings: () => import('./settings'),
  search: () => import('./search'),
  'service-hover-list': () => import('./service-hover-list'),
  'site-form': () => import('./site-form'),
  'skill-bar': () => import('./skill-bar'),
  'video-modal': () => import('./video-modal'),
};

/** How far ahead of the viewport a `visible` island starts loading. */
const LOAD_AHEAD = '75% 0px';

const started = new Map<Element, Promise<void>>();

/** Loads and starts one island once; resolves when it has started (or failed to load or start). */
function start(element: HTMLElement): Promise<void> {
  let done = started.get(element);
  if (done) return done;
  const load = controllers[element.getAttribute(ISLAND_ATTR) ?? ''];
  done = (load ? load() : Promise.reject(new Error('unknown island')))
    .then((module) => {
      module.start(element);
      element.setAttribute(ISLAND_STARTED_ATTR, '');
    })
    // Without its code, or if it fails to start, the island stays the working HTML it was
    // rendered as; the others start all the same (the browser's console names the failure).
    .catch((error: unknown) => {
      if (load) console.error(error);
    });
  started.set(element, done);
  return done;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTR}]`) : null;

// Reaching into an island before its code is here starts it.
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

/**
 * Replays a tap the page's inline catcher held (./tap-catcher.ts): starts the island and clicks
 * the button once its controller listens. An island whose code failed to load stays the HTML it
 * was rendered as, with nothing to replay (the catcher would only hold the click again).
 */
function replay(button: HTMLElement) {
  const island = islandOf(button);
  if (!island) return;
  start(island).then(() => {
    button.removeAttribute(ISLAND_TAP_ATTR);
    if (button.isConnected && island.hasAttribute(ISLAND_STARTED_ATTR)) button.click();
  });
}
// Taps held before this script ran, then each one held from now on.
for (const button of document.querySelectorAll<HTMLElement>(`[${ISLAND_TAP_ATTR}]`)) replay(button);
document.addEventListener(ISLAND_TAP_ATTR, (event) => replay(event.target as HTMLElement));

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
  } else if (when === 'touch') {
    // Loaded when the pointer first moves over it (or a tap, focus or key reaches it, above).
    element.addEventListener('pointerover', () => start(element), { once: true });
  } else {
    near.observe(element);
  }
}

/** The global parts: the vitals reporter, custom cursor, the system's colour mode (./globals.ts). */
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

// Leaving the page closes its open dialogs (the menu drawer, the video player): a page restored
// from the back/forward cache shows the page, not the menu that led away from it.
addEventListener('pagehide', () => {
  for (const dialog of document.querySelectorAll('dialog[open]'))
    (dialog as HTMLDialogElement).close();
});

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

// The page view, at once (a visitor who moves on before the browser is idle was seen too), and
// again for a page restored from the back/forward cache.
sendView(location.pathname);
addEventListener('pageshow', (event) => {
  if (event.persisted) sendView(location.pathname);
});
