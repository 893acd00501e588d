// The gallery's filter on a page without React (docs/decisions/047): the same toolbar of toggles
// as app/sections/filterable-gallery.tsx, bound to its server markup (every item, under "All").
// A toggle shows only its category's items (the others leave the list), keeps the choice in the URL (`?filter=business`, a history entry each, so
// reload, Back and a shared link show it) and announces the count; arrow keys, Home and End move
// between the toggles (one tab stop). Without this code the page shows every item.
import {
  type GalleryFilter,
  galleryAnnouncement,
  parseGalleryFilter,
  withGalleryFilter,
} from '../lib/gallery-filter';
import { toolbarTarget } from '../lib/toolbar-keys';

export function start(section: HTMLElement): void {
  const toolbar = section.querySelector<HTMLElement>('[role="toolbar"]');
  const list = section.querySelector<HTMLElement>('#gallery-items');
  const status = section.querySelector<HTMLElement>('[role="status"]');
  if (!toolbar || !list) return;
  const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
  // The toggles the server drew are the filters: the office's categories (decision 055).
  const filters = buttons.map((button) => button.dataset.filter ?? 'all');
  const filterInUrl = () =>
    parseGalleryFilter(new URLSearchParams(location.search).get('filter'), filters);
  const labelOf = (filter: GalleryFilter) =>
    buttons.find((button) => button.dataset.filter === filter)?.dataset.label ?? filter;

  const show = (filter: GalleryFilter) => {
    const shown = items.filter((item) => filter === 'all' || item.dataset.category === filter);
    // Only what changes is touched: the items kept stay in place (their images loaded).
    if (shown.length !== list.children.length || shown.some((item, i) => list.children[i] !== item))
      list.replaceChildren(...shown);
    for (const button of buttons) {
      const isPressed = button.dataset.filter === filter;
      button.setAttribute('aria-pressed', String(isPressed));
      button.tabIndex = isPressed ? 0 : -1;
    }
    const text = galleryAnnouncement(filter, shown.length, labelOf(filter));
    if (status && status.textContent !== text) status.textContent = text;
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const filter = parseGalleryFilter(button.dataset.filter ?? null, filters);
      const search = withGalleryFilter(location.search, filter).toString();
      const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
      if (filter !== filterInUrl()) history.pushState(history.state, '', url);
      show(filter);
    });
  }
  toolbar.addEventListener('keydown', (event) => {
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    const target = toolbarTarget(event.key, index, buttons.length);
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  });
  addEventListener('popstate', () => show(filterInUrl()));
  show(filterInUrl());
}
