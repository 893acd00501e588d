// The hover-expand services on a page without React (decision 047): the island of
// app/sections/home/service-hover-list.tsx, bound to its server markup. The panel the pointer
// enters or keyboard focus reaches expands and the others collapse; the looks are the
// component's own (app/lib/service-hover-classes.ts). Collapsed text is only clipped, so
// without this code every service is still listed and linked.
import { type ServicePanelClasses, servicePanelClasses } from '../lib/service-hover-classes';

export function start(section: HTMLElement): void {
  const panels = [...section.querySelectorAll<HTMLElement>('li')];
  const expand = (chosen: HTMLElement) => {
    if (chosen.hasAttribute('data-active')) return;
    for (const panel of panels) {
      const isActive = panel === chosen;
      const looks = servicePanelClasses(isActive);
      panel.toggleAttribute('data-active', isActive);
      panel.className = looks.item;
      for (const part of panel.querySelectorAll<HTMLElement>('[data-service-part]')) {
        const name = part.dataset.servicePart as keyof ServicePanelClasses;
        if (name in looks) part.className = looks[name];
      }
    }
  };
  for (const panel of panels) {
    panel.addEventListener('pointerenter', () => expand(panel));
    panel.addEventListener('focusin', () => expand(panel));
  }
  // Focus or the pointer may already be in a panel when this starts.
  const reached = panels.find((panel) => panel.matches(':hover, :focus-within'));
  if (reached) expand(reached);
}
