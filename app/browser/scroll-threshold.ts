/**
 * The Scroll to top button appears once the page has scrolled this far (spec). A module of its
 * own: the React gate and the islands' boot read it without the button's code.
 */
export const SCROLL_TOP_THRESHOLD = 50;
