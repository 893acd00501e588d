// The awards list on a page without React (decision 047): the island of
// app/sections/home/awards-list.tsx, bound to its server markup. Hovering, focusing or pressing
// an award makes it the active one (aria-pressed) and shows its picture and caption, which are
// all in the HTML, the others hidden. The looks are the component's own
// (app/lib/awards-list-classes.ts). A press before this code is here is replayed by the boot.
import { awardButtonClass, awardYearClass } from '../lib/awards-list-classes';

export function start(section: HTMLElement): void {
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('button[data-award]')];
  const figure = section.querySelector<HTMLElement>('[data-award-picture]');
  if (!figure || buttons.length === 0) return;
  const activate = (chosen: HTMLButtonElement) => {
    const year = chosen.dataset.award ?? '';
    for (const button of buttons) {
      const isActive = button === chosen;
      button.setAttribute('aria-pressed', String(isActive));
      button.toggleAttribute('data-active', isActive);
      button.className = awardButtonClass(isActive);
      const yearText = button.querySelector('[data-award-year]');
      if (yearText) yearText.className = awardYearClass(isActive);
    }
    figure.dataset.awardPicture = year;
    for (const part of figure.querySelectorAll<HTMLElement>(
      '[data-award-image], [data-award-caption]',
    )) {
      part.hidden = (part.dataset.awardImage ?? part.dataset.awardCaption) !== year;
    }
  };
  for (const button of buttons) {
    button.addEventListener('pointerenter', () => activate(button));
    button.addEventListener('focus', () => activate(button));
    button.addEventListener('click', () => activate(button));
    // The pointer may already rest on an award when this starts.
    if (button.matches(':hover')) activate(button);
  }
}
