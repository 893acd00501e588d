// The site's forms on a page without React (docs/decisions/047): the same behaviour as
// app/components/form/site-form.tsx, bound to the form React rendered on the server. Without
// this code the form is a plain post the page's action answers. With it the form is sent in
// place: messages beside the fields (in the slots the server rendered), focus on the first
// problem, one submission however often it is clicked, the result announced in the status
// region, and nothing typed cleared unless it was sent.
import { checkFields, isField, isRefused, showCleaned, statusOf } from '../browser/form-fields';
import {
  STATUS_TONES,
  type StatusMessage,
  statusClass,
  statusParts,
} from '../browser/form-status-words';
import { createTokenHolder } from '../browser/form-token';
import { submitForm } from '../browser/submit-form';
import type { FormResult } from '../forms/form-result';
import type { FieldErrors } from '../forms/parse-form';
import { sendWithFiles } from '../sections/send-with-files';
import { bindFilePicker } from './file-picker';
import { fillConfirmation } from './sent-confirmation';
import { readSiteFormConfig } from './site-form-attrs';

type Sent = Extract<FormResult, { status: 'sent' }>;

/** How the island sends the form (the quote's tells upload progress). */
export type SendForm = typeof submitForm;

/** The server-rendered slot of a field's message (`<p id="{field id}-error" hidden>`). */
const slotOf = (field: Element) => (field.id ? document.getElementById(`${field.id}-error`) : null);

const fieldsOf = (form: HTMLFormElement) => Array.from(form.elements).filter(isField);

export function start(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement)) return;
  // The quote form's files go with it through XMLHttpRequest, which tells the upload's progress.
  // The picker is in this file too: one file fetched for the quote page's form (its budget).
  const picker = element.querySelector<HTMLElement>('[data-file-picker]');
  bindSiteForm(element, picker ? sendWithFiles : submitForm);
  if (picker) bindFilePicker(element, picker);
}

/** Binds a site form's behaviour to its server markup, sending it with `send`. */
export function bindSiteForm(form: HTMLFormElement, send: SendForm): void {
  const config = readSiteFormConfig(form);
  const tokens = createTokenHolder();
  const region = form.querySelector('[data-form-status-region]');
  const template = form.querySelector<HTMLTemplateElement>('template[data-confirmation]');
  let isSending = false;

  // The messages the server rendered (a post without script answered with problems).
  let errors: FieldErrors = {};
  for (const field of fieldsOf(form)) {
    const slot = slotOf(field);
    if (field.name && slot && !slot.hidden && slot.textContent)
      errors[field.name] = slot.textContent;
  }

  const showErrors = (next: FieldErrors) => {
    errors = next;
    for (const field of fieldsOf(form)) {
      const slot = slotOf(field);
      if (!slot) continue;
      const message = next[field.name];
      slot.textContent = message ?? '';
      slot.hidden = !message;
      if (message) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
      // The message joins whatever else describes the field (a hint), and leaves it once fixed.
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((id) => id && id !== slot.id);
      if (message) described.push(slot.id);
      if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
      else field.removeAttribute('aria-describedby');
    }
  };

  const showStatus = (status: StatusMessage | undefined) => {
    if (!region) return;
    if (!status) {
      region.replaceChildren();
      return;
    }
    const line = document.createElement('p');
    line.className = statusClass(status, config.tone);
    line.dataset.formStatus = status.kind;
    for (const part of statusParts(status, config.sent, config.contact)) {
      if (typeof part === 'string') {
        line.append(part);
      } else if ('strong' in part) {
        const strong = document.createElement('strong');
        strong.textContent = part.strong;
        line.append(strong);
      } else {
        const link = document.createElement('a');
        link.className = STATUS_TONES[config.tone].link;
        link.href = part.href;
        link.textContent = part.text;
        line.append(link);
      }
    }
    region.replaceChildren(line);
  };

  const focusField = (name: string) => {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  // A sent quote or message ends on its confirmation in the form's place, its heading focused.
  const confirm = (sent: Sent) => {
    if (!template || (sent.kind !== 'quote' && sent.kind !== 'message')) return false;
    const confirmation = fillConfirmation(template, sent);
    if (!confirmation) return false;
    form.replaceWith(confirmation);
    confirmation.querySelector<HTMLElement>('h2')?.focus();
    return true;
  };

  // The browser's own checks guard the form until this code runs (and without script); from
  // now on the messages beside the fields take over. The form's own token is fetched when the
  // visitor starts on the form; one who began before this code ran gets it now.
  form.noValidate = true;
  const begin = () => tokens.start();
  form.addEventListener('focusin', begin);
  form.addEventListener('pointerover', begin);
  if (form.contains(document.activeElement)) begin();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (isSending) return;
    const { invalid, errors: found } = checkFields(form);
    showErrors(found);
    if (invalid.length > 0) {
      showStatus({ kind: 'invalid', count: invalid.length });
      invalid[0]?.focus();
      return;
    }
    isSending = true;
    form.setAttribute('aria-busy', 'true');
    showStatus({ kind: 'sending' });
    const outcome = await send(form, config.endpoint, tokens);
    isSending = false;
    form.removeAttribute('aria-busy');
    if (outcome.status === 'invalid') {
      showCleaned(form, outcome.errors, outcome.values);
      showErrors(outcome.errors);
      const names = Object.keys(outcome.errors);
      showStatus({ kind: 'invalid', count: names.length });
      if (names[0]) focusField(names[0]);
      return;
    }
    if (outcome.status === 'sent') {
      form.reset();
      tokens.spent();
      if (confirm(outcome)) return;
    }
    showStatus(statusOf(outcome));
  });

  // A field fixed after its message loses the message.
  const whenFixed = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !isField(target)) return;
    if (!errors[target.name] || isRefused(target)) return;
    const { [target.name]: _fixed, ...rest } = errors;
    showErrors(rest);
  };
  form.addEventListener('input', whenFixed);
  form.addEventListener('change', whenFixed);
}
