// The desktop main menu on a page without React (docs/decisions/047): a disclosure navigation
// (WAI-ARIA APG) over the markup app/layout/header/main-menu.tsx renders, every submenu closed.
// Groups open on hover, click, Enter or Space; ArrowDown (ArrowRight in a nested group) opens one
// and enters it; the arrow keys, Home and End move inside a submenu; ArrowLeft leaves a nested
// one; Escape closes the innermost and returns focus to its button; a press outside, or focus
// leaving the menu, closes everything. Loaded when the pointer or focus first reaches the menu.
import { MENU_CLOSE_DELAY_MS, moveInMenuList } from '../browser/menu-list-keys';

type Chain = readonly HTMLButtonElement[];

export function start(nav: HTMLElement): void {
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const listOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '');
  const ownerOf = new Map<Element, HTMLButtonElement>();
  for (const button of buttons) {
    const list = listOf(button);
    if (list) ownerOf.set(list, button);
  }
  /** The button and the buttons of the groups it sits in, outermost first. */
  const chainOf = (button: HTMLButtonElement): Chain => {
    const owner = ownerOf.get(button.closest('ul') as Element);
    return owner ? [...chainOf(owner), button] : [button];
  };
  const isTop = (button: HTMLButtonElement) => chainOf(button).length === 1;

  let open: Chain = [];
  let closeTimer: number | undefined;
  // A click right after hover-opening must not close what the pointer just opened.
  let hoverOpened: HTMLButtonElement | null = null;

  const show = (chain: Chain) => {
    open = chain;
    for (const button of buttons) {
      const expanded = chain.includes(button);
      button.setAttribute('aria-expanded', String(expanded));
      listOf(button)?.toggleAttribute('hidden', !expanded);
      if (isTop(button)) button.querySelector('svg')?.classList.toggle('rotate-180', expanded);
    }
  };
  const cancelClose = () => window.clearTimeout(closeTimer);
  const openGroup = (button: HTMLButtonElement, { focusFirst = false, byHover = false } = {}) => {
    cancelClose();
    if (byHover && !open.includes(button)) hoverOpened = button;
    show(chainOf(button));
    if (focusFirst) listOf(button)?.querySelector<HTMLElement>('a, button')?.focus();
  };
  const closeAll = () => show([]);

  for (const button of buttons) {
    const group = button.parentElement as HTMLElement;
    const list = listOf(button);
    const openKey = isTop(button) ? 'ArrowDown' : 'ArrowRight';
    group.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') openGroup(button, { byHover: true });
    });
    group.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer = window.setTimeout(() => show(chainOf(button).slice(0, -1)), MENU_CLOSE_DELAY_MS);
    });
    button.addEventListener('click', () => {
      cancelClose();
      const wasHoverOpened = hoverOpened === button;
      hoverOpened = null;
      const chain = chainOf(button);
      show(open.includes(button) && !wasHoverOpened ? chain.slice(0, -1) : chain);
    });
    button.addEventListener('keydown', (event) => {
      if (event.key !== openKey) return;
      event.preventDefault();
      event.stopPropagation();
      openGroup(button, { focusFirst: true });
    });
    list?.addEventListener('keydown', (event) => {
      if (!isTop(button) && event.key === 'ArrowLeft') {
        event.preventDefault();
        event.stopPropagation();
        button.focus();
        show(chainOf(button).slice(0, -1));
        return;
      }
      if (moveInMenuList(list, event.key)) {
        event.preventDefault();
        event.stopPropagation();
      }
    });
  }

  nav.addEventListener('keydown', (event) => {
    const innermost = open.at(-1);
    if (event.key !== 'Escape' || !innermost) return;
    event.preventDefault();
    innermost.focus();
    show(open.slice(0, -1));
  });
  nav.addEventListener('focusout', (event) => {
    if (!nav.contains(event.relatedTarget as Node | null)) closeAll();
  });
  document.addEventListener('pointerdown', (event) => {
    if (open.length > 0 && !nav.contains(event.target as Node)) closeAll();
  });
  // The pointer that brought this code may already rest on a group: open it as a hover would.
  const hovered = buttons.filter((button) => button.parentElement?.matches(':hover'));
  const innermost = hovered.at(-1);
  if (innermost) openGroup(innermost, { byHover: true });
}
