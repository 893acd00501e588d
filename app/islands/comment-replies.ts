// The Reply links under a post's comments (decision 054). Without script (or before this
// starts) a link just goes to the Post Comment form. Once started, it also begins the comment
// with "Replying to <name>: " when the visitor has typed nothing there yet (or only another
// such start), and puts the cursor after it: the form's label and messages stay as they are.

/** How a reply starts; a start of this shape is replaced by the next one. */
export const replyStart = (name: string) => `Replying to ${name}: `;
const A_START = /^Replying to [^\n:]{1,100}: $/;

export function start(list: HTMLElement): void {
  list.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-reply-to]');
    const field = document.querySelector<HTMLTextAreaElement>(
      '#comment-form textarea[name="comment"]',
    );
    if (!link || !field) return;
    if (field.value.trim() === '' || A_START.test(field.value)) {
      field.value = replyStart(link.dataset.replyTo ?? '');
      // As if typed: the form's own script (messages, saved state) hears it.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The link's jump to the form happens first; the field then takes focus, cursor at its end.
    requestAnimationFrame(() => {
      field.focus({ preventScroll: true });
      field.setSelectionRange(field.value.length, field.value.length);
    });
  });
}
