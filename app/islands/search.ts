// The header search's suggestions on a page without React (docs/decisions/047): an APG
// combobox, bound to the plain field of the search popover (app/layout/header/search-box.tsx).
// Arrow keys move through the options (wrapping), Enter opens the highlighted one (or submits
// the form when none is), Escape closes the list and a second Escape the panel. Without this
// code the field still submits to the results page.
import { fetchSearchIndex } from '../search/fetch-search-index';
import { type SearchGroup, searchSite } from '../search/search-site';

/** Suggestions per kind while typing: enough to choose from, few enough to scan. */
const PER_KIND = 3;
/** Pause after the last key press before searching, in milliseconds. */
const DEBOUNCE_MS = 150;

const LIST_CLASS =
  'absolute inset-x-0 top-full z-10 mt-2 max-h-[60vh] overflow-y-auto rounded-md border border-border bg-surface p-2 shadow-pop';
const GROUP_LABEL_CLASS = 'px-3 py-1 text-xs font-semibold uppercase tracking-wide text-fg-muted';
const OPTION_CLASS =
  'cursor-pointer rounded-sm px-3 py-2 text-fg hover:bg-surface-muted aria-selected:bg-accent aria-selected:text-on-accent';

function element(tag: string, attributes: Record<string, string>, text = ''): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = text;
  return node;
}

export function start(panel: HTMLElement): void {
  const input = panel.querySelector<HTMLInputElement>('input[name="q"]');
  if (!input) return;
  const listId = `${input.id}-suggestions`;
  const list = element('div', {
    id: listId,
    role: 'listbox',
    'aria-label': 'Suggestions',
    class: LIST_CLASS,
  });
  list.hidden = true;
  const status = element('p', { role: 'status', class: 'sr-only' });
  input.after(list, status);
  for (const [name, value] of Object.entries({
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
    autocomplete: 'off',
  })) {
    input.setAttribute(name, value);
  }

  let groups: SearchGroup[] = [];
  let isListOpen = false;
  let active = -1;
  let timer = 0;
  let asked = 0;
  const options = () => groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const show = () => {
    const count = options().length;
    const isExpanded = isListOpen && count > 0;
    list.hidden = !isExpanded;
    input.setAttribute('aria-expanded', String(isExpanded));
    if (isExpanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    list.querySelectorAll('[role="option"]').forEach((option, index) => {
      option.setAttribute('aria-selected', String(index === active));
    });
    status.textContent = isExpanded ? `${count} suggestions; use the arrow keys to choose.` : '';
  };
  const render = () => {
    let index = 0;
    list.replaceChildren(
      ...groups.map((group) => {
        const box = element('div', { role: 'group', 'aria-label': group.label, class: 'py-1' });
        box.append(
          element('div', { 'aria-hidden': 'true', class: GROUP_LABEL_CLASS }, group.label),
        );
        for (const hit of group.hits) {
          const at = index++;
          const option = element(
            'div',
            { id: optionId(at), role: 'option', tabindex: '-1', class: OPTION_CLASS },
            hit.title,
          );
          // Keeps focus in the field, so the list does not close before the click.
          option.addEventListener('mousedown', (event) => event.preventDefault());
          option.addEventListener('click', () => open(at));
          box.append(option);
        }
        return box;
      }),
    );
    show();
  };
  const open = (index: number) => {
    const option = options()[index];
    if (!option) return;
    panel.hidePopover();
    location.assign(option.url);
  };
  // Searches once typing pauses; the index is fetched on first use, and while it loads, or if it
  // cannot, there are no suggestions.
  const suggest = () => {
    clearTimeout(timer);
    const query = input.value;
    const ask = ++asked;
    timer = window.setTimeout(() => {
      fetchSearchIndex().then(
        (index) => {
          if (ask !== asked) return;
          groups = searchSite(index, query, { perKind: PER_KIND }).groups;
          render();
        },
        () => {
          if (ask !== asked) return;
          groups = [];
          render();
        },
      );
    }, DEBOUNCE_MS);
  };

  input.addEventListener('input', () => {
    isListOpen = true;
    active = -1;
    suggest();
    show();
  });
  input.addEventListener('blur', () => {
    isListOpen = false;
    show();
  });
  input.addEventListener('keydown', (event) => {
    const count = options().length;
    const isExpanded = isListOpen && count > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      isListOpen = true;
      active = active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
      show();
    } else if (event.key === 'Enter' && isExpanded && active >= 0) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Escape' && isExpanded) {
      // Only the list closes; the panel stays for a second Escape.
      event.preventDefault();
      event.stopPropagation();
      isListOpen = false;
      active = -1;
      show();
    }
  });
  // Escape left over by the field closes the panel; the browser's own Escape does not come after
  // a key the page handled once.
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !panel.matches(':popover-open')) return;
    event.preventDefault();
    panel.hidePopover();
  });
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') input.focus();
  });
  if (panel.matches(':popover-open')) {
    input.focus();
    // What was typed before this code arrived gets its suggestions.
    if (input.value) {
      isListOpen = true;
      suggest();
    }
  }
}
