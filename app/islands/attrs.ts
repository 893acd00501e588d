// The attributes that tie server markup to the islands (docs/decisions/047). No imports: the
// server render (React components) and the islands' boot both use them.

/** Names an island's controller on the element it binds to: `data-island="settings"`. */
export const ISLAND_ATTR = 'data-island';
/**
 * When the island's code loads: `visible` (near the viewport, the default), `open` (a popover,
 * when it opens) or `touch` (when the pointer first moves over it). A tap, focus or key press
 * inside loads it too.
 */
export const ISLAND_WHEN_ATTR = 'data-island-when';
/** Set on an island once its controller has started. */
export const ISLAND_STARTED_ATTR = 'data-island-started';
/** Set on <html> once every island due at load has started: the hook for tests and tools. */
export const ISLANDS_READY_ATTR = 'data-islands-ready';
/** Names a settings switch to the settings island: `data-setting="theme"`. */
export const SETTING_ATTR = 'data-setting';
/**
 * Set on a button whose tap the page's inline catcher (./tap-catcher.ts) holds until its island
 * has started, and the name of the event it fires on that button for the boot to replay it.
 */
export const ISLAND_TAP_ATTR = 'data-island-tap';
