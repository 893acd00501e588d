import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyStart, start } from './comment-replies';

/** The post page's comments and form, as the server writes them (post-comments.tsx). */
function page() {
  document.body.innerHTML = `
    <ol data-island="comment-replies">
      <li><a href="#comment-form" data-reply-to="Hannah Lowe">Reply<span> to Hannah Lowe</span></a></li>
      <li><a href="#comment-form" data-reply-to="Tobias Grant">Reply<span> to Tobias Grant</span></a></li>
    </ol>
    <section id="comment-form"><form><textarea name="comment"></textarea></form></section>`;
  const list = document.querySelector<HTMLElement>('[data-island="comment-replies"]');
  const field = document.querySelector('textarea');
  if (!list || !field) throw new Error('no comments in the markup');
  start(list);
  const reply = (name: string) =>
    document.querySelector<HTMLAnchorElement>(`a[data-reply-to="${name}"] span`)?.click();
  return { field, reply };
}

describe('the Reply links', () => {
  afterEach(() => vi.restoreAllMocks());

  it('begin an empty comment with the name replied to, typed as if by the visitor', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    const { field, reply } = page();
    const typed = vi.fn();
    field.addEventListener('input', typed);
    reply('Hannah Lowe');
    expect(field.value).toBe(replyStart('Hannah Lowe'));
    expect(typed).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(field.value.length);
    // Another Reply before typing more replaces the start.
    reply('Tobias Grant');
    expect(field.value).toBe('Replying to Tobias Grant: ');
  });

  it('never touches what the visitor has written', () => {
    const { field, reply } = page();
    field.value = 'Replying to Hannah Lowe: thank you, this helped.';
    reply('Tobias Grant');
    expect(field.value).toBe('Replying to Hannah Lowe: thank you, this helped.');
  });
});
