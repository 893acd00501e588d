// The quote form's file picker on a page without React (docs/decisions/047), bound by the site
// form's island (./site-form.ts) when the form has one: the behaviour of
// app/sections/file-picker.tsx. Files picked again are added to those already chosen, each shown
// with a preview, its size, a button that removes it and, while sending, how much of it has gone;
// more than 10 files or 50 MB together is said at once and stops the send (decision 032). Each
// chosen file's markup is cloned from the server's `<template data-file-item>`.
import {
  type ChosenFileEntry as Chosen,
  keyOf,
  limitProblem,
  previewable,
  sentPercents,
  type UploadProgress,
} from '../browser/form-files';
import { fileSize } from '../forms/quote-files';
import { UPLOAD_PROGRESS_EVENT } from '../sections/send-with-files';

/** Binds the picker's behaviour to its server markup in `form`. */
export function bindFilePicker(form: HTMLFormElement, picker: HTMLElement): void {
  const input = picker.querySelector<HTMLInputElement>('input[type="file"]');
  const template = picker.querySelector<HTMLTemplateElement>('template[data-file-item]');
  const listTemplate = template?.content.querySelector('ul');
  const itemTemplate = listTemplate?.querySelector('li');
  if (!input || !listTemplate || !itemTemplate) return;
  const slot = document.getElementById(`${input.id}-error`);
  let chosen: Chosen[] = [];
  let progress: UploadProgress | undefined;
  let list: HTMLElement | null = null;

  /** The picker's own message (too many or too large), shown until the files change again. */
  const say = (message: string) => {
    if (!slot) return;
    slot.textContent = message;
    slot.hidden = !message;
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && id !== slot.id);
    if (message) described.push(slot.id);
    input.setAttribute('aria-describedby', described.join(' '));
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  const item = ({ file, key, preview }: Chosen) => {
    const li = itemTemplate.cloneNode(true) as HTMLElement;
    const slot = li.querySelector('[data-preview-img]');
    const icon = li.querySelector('svg');
    if (preview && slot) {
      const img = document.createElement('img');
      img.src = preview;
      img.alt = '';
      img.className = slot.className;
      slot.replaceWith(img);
      icon?.remove();
    } else {
      slot?.remove();
    }
    const name = li.querySelector('[data-file-name]');
    if (name) name.textContent = file.name;
    const size = li.querySelector('[data-file-size]');
    if (size) size.textContent = fileSize(file.size);
    li.querySelector('progress')?.remove();
    const button = li.querySelector('button');
    const label = button?.querySelector('.sr-only');
    if (label) label.textContent = `Remove ${file.name}`;
    button?.addEventListener('click', () =>
      show(chosen.filter((other) => other.key !== key).map((other) => other.file)),
    );
    return li;
  };

  /** Shows how much of each file has gone (or nothing once sent), and locks Remove meanwhile. */
  const showProgress = () => {
    if (!list) return;
    const sent = sentPercents(
      chosen.map((entry) => entry.file),
      progress,
    );
    list.querySelectorAll('li').forEach((li, index) => {
      const entry = chosen[index];
      const percent = sent[index];
      let bar = li.querySelector('progress');
      if (percent === undefined || !entry) {
        bar?.remove();
      } else {
        if (!bar) {
          bar = document.createElement('progress');
          bar.max = 100;
          bar.className = 'mt-1 h-2 w-full accent-accent';
          bar.setAttribute('aria-label', `${entry.file.name} sent`);
          li.querySelector('[data-file-size]')?.after(bar);
        }
        bar.value = percent;
      }
      const button = li.querySelector('button');
      if (button) button.disabled = progress !== undefined;
    });
  };

  /** Puts `next` into the input (what the form sends) and the list. */
  const show = (next: File[]) => {
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    input.files = transfer.files;
    const problem = limitProblem(next);
    input.setCustomValidity(problem);
    say(problem);
    for (const old of chosen) if (old.preview) URL.revokeObjectURL(old.preview);
    chosen = next.map((file) => ({
      file,
      key: keyOf(file),
      preview: previewable(file) ? URL.createObjectURL(file) : undefined,
    }));
    if (chosen.length === 0) {
      list?.remove();
      list = null;
      return;
    }
    if (!list) {
      list = listTemplate.cloneNode(false) as HTMLElement;
      picker.append(list);
    }
    list.replaceChildren(...chosen.map(item));
    showProgress();
  };

  input.addEventListener('change', () => {
    const before = chosen.map((entry) => entry.file);
    const keys = new Set(before.map(keyOf));
    show([...before, ...[...(input.files ?? [])].filter((file) => !keys.has(keyOf(file)))]);
  });
  form.addEventListener('reset', () => {
    progress = undefined;
    show([]);
  });
  form.addEventListener(UPLOAD_PROGRESS_EVENT, (event) => {
    progress = (event as CustomEvent<UploadProgress | null>).detail ?? undefined;
    showProgress();
  });
  // Files picked before this code ran are in the input already.
  if (input.files?.length) show([...input.files]);
}
