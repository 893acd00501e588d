/**
 * What a person typed, chose or ticked in the editor's form before its code ran (a slow phone
 * shows the server's form first). Hydration hands the form to React, whose state holds what the
 * server drew: selects and checkboxes are set back to it, and the controls drawn only with
 * script (the picture picker, the list entries) replace the plain ones. Read from the page
 * before any of that, and handed to the state after, nothing typed early is lost.
 */
import { stableJson } from '../../drafts/stable-json';
import { parseFields, readerOf } from './form-values';
import type { FieldDescriptor } from './schema-fields';

const NOT_VALUES = new Set(['submit', 'button', 'image', 'reset', 'file']);

/** The form's controls as the server drew them (their default values), as a FormData holds them. */
export function drawnValues(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.disabled || NOT_VALUES.has(element.type)) continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.defaultChecked) data.append(element.name, element.value);
      } else {
        data.append(element.name, element.defaultValue);
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && !element.disabled) data.append(element.name, element.defaultValue);
    } else if (element instanceof HTMLSelectElement) {
      if (!element.name || element.disabled) continue;
      const options = Array.from(element.options);
      const chosen = options.filter((option) => option.defaultSelected);
      // A single select with nothing marked shows its first option.
      const shown = chosen.length > 0 || element.multiple ? chosen : options.slice(0, 1);
      for (const option of shown) data.append(element.name, option.value);
    }
  }
  return data;
}

/**
 * The fields whose value in the form `formId` differs from what the server drew, as the server
 * would read them from a post; null when nothing was changed (or there is no such form).
 */
export function typedBeforeCode(
  formId: string,
  fields: readonly FieldDescriptor[],
): Record<string, unknown> | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const now = parseFields(fields, readerOf(new FormData(form)));
  const drawn = parseFields(fields, readerOf(drawnValues(form)));
  const changed: Record<string, unknown> = {};
  for (const field of fields) {
    // An optional field emptied is left out by both: undefined, as a post would leave it.
    const key = field.key;
    if (stableJson(now[key]) !== stableJson(drawn[key])) changed[key] = now[key];
  }
  return Object.keys(changed).length > 0 ? changed : null;
}
