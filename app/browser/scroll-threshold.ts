/**
 * The Scroll to top button appears once the page has scrolled this far (spec). A module of its
 * own: the islands' boot reads it without the button's code.
 */
export const SCROLL_TOP_THRESHOLD = 50;
