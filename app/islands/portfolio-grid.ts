// Load More of the portfolio grids on a page without React (docs/decisions/047): the same
// behaviour as app/sections/portfolio-grid.tsx on its server markup. The cards not shown yet wait
// in an inert <template> after the list (their images unloaded); each click moves `data-step`
// more into the list, focuses the first new card's link and announces how many now show; the
// button goes once every card is in. Without this code the page shows the first cards and the
// button does nothing; every project is still linked from its own page's pager.
import { loadMoreAnnouncement, nextVisibleCount } from '../lib/load-more';

export function start(section: HTMLElement): void {
  const list = section.querySelector<HTMLElement>('ul');
  const more = section.querySelector<HTMLTemplateElement>('template[data-more]');
  const button = section.querySelector<HTMLButtonElement>('button[type="button"]');
  const status = section.querySelector<HTMLElement>('[role="status"]');
  if (!list || !more || !button) return;
  const step = Number(section.dataset.step) || 1;
  const waiting = [...more.content.children];
  const total = list.children.length + waiting.length;

  button.addEventListener('click', () => {
    const shown = list.children.length;
    const visible = nextVisibleCount(shown, step, total);
    const added = waiting.splice(0, visible - shown);
    list.append(...added);
    added[0]?.querySelector('a')?.focus();
    if (status) status.textContent = loadMoreAnnouncement(added.length, visible, total);
    if (waiting.length === 0) {
      // The button's row goes with it.
      (button.parentElement === section ? button : button.parentElement)?.remove();
      more.remove();
    }
  });
}
