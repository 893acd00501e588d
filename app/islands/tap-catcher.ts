// The one inline script of a page with islands besides the theme boot (docs/decisions/047, no
// dead taps: 013). The boot is an external module that runs after the HTML is parsed; a tap on
// an island's button before then, or before that island's controller has arrived, would do
// nothing. This catches it from the top of <body> on, for the page's whole life; the boot
// (./boot.ts) replays it.

import { ISLAND_ATTR, ISLAND_STARTED_ATTR, ISLAND_TAP_ATTR } from './attrs';

/**
 * A click on a plain button inside an island that has not started is held (default and
 * propagation stopped) and the button marked with ISLAND_TAP_ATTR, once however often it is
 * tapped; an event of that name tells a boot that is already running. The boot starts the island
 * and calls `click()` on the button once its controller listens. Links, submit buttons and
 * platform invokers (`commandfor`) are left to the browser. Kept to a few hundred bytes: it is
 * part of every such page's script budget.
 */
export const tapCatcherScript = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button'),i=b&&b.closest('[${ISLAND_ATTR}]'),T='${ISLAND_TAP_ATTR}';if(!i||i.hasAttribute('${ISLAND_STARTED_ATTR}')||b.type=='submit'||b.hasAttribute('commandfor'))return;e.preventDefault();e.stopImmediatePropagation();if(!b.hasAttribute(T)){b.setAttribute(T,'');b.dispatchEvent(new Event(T,{bubbles:true}))}},true)`;
