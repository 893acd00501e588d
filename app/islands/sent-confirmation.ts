// A sent quote request's or message's confirmation, from the markup the server rendered for it
// in a `<template data-confirmation>` (app/components/form/site-form.tsx): the same words as the
// thank-you page and the React form's, with the visitor's reference and answer time filled in.
import type { FormResult } from '../forms/form-result';

/** What the server's template holds where the reference and the answer time go. */
export const REFERENCE_SLOT = '{reference}';
export const ANSWER_SLOT = '{answer}';
/**
 * The booking link's place in the template: an `<a>` with no address yet (a template's link is
 * no link; a fragment there read as a broken anchor), given one from the answer, or the offer
 * removed.
 */
export const VISIT_SLOT = 'filled-from-the-answer';

type Sent = Extract<FormResult, { status: 'sent' }>;

/**
 * The confirmation for a sent form, cloned from the template and filled in; null when the answer
 * lacks the reference or answer time the template shows (the status line says it was sent).
 */
export function fillConfirmation(template: HTMLTemplateElement, sent: Sent): HTMLElement | null {
  const { reference, answer } = sent;
  const confirmation = template.content.firstElementChild?.cloneNode(true);
  if (!reference || !answer || !(confirmation instanceof HTMLElement)) return null;
  const texts = document.createTreeWalker(confirmation, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    node.nodeValue =
      node.nodeValue?.replaceAll(REFERENCE_SLOT, reference).replaceAll(ANSWER_SLOT, answer.words) ??
      null;
  }
  confirmation.querySelector('time[data-answer-by]')?.setAttribute('datetime', answer.at);
  const book = confirmation.querySelector('a[data-visit-link]');
  if (book && sent.visit) book.setAttribute('href', `/visit/${sent.visit}`);
  else book?.parentElement?.remove();
  return confirmation;
}
