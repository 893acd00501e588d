import '../layout/test-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoModalButton } from '../components/video-modal-button';
import { start } from './video-modal';

const embedSrc = 'https://video.example.com/embed/abc?autoplay=1';

/** The play button and its dialog as the server renders them, with the island started. */
function serverVideo({ isStarted = true } = {}) {
  document.body.innerHTML = renderToString(
    <VideoModalButton title="Site tour" embedSrc={embedSrc} />,
  );
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-island="video-modal"]');
  if (!dialog) throw new Error('no video dialog island in the markup');
  if (isStarted) start(dialog);
  return {
    dialog,
    user: userEvent.setup(),
    play: screen.getByRole('button', { name: 'Play video: Site tour' }),
  };
}

describe('the video dialog island', () => {
  it('has no player in the server markup: nothing loads from the video host before a tap', () => {
    const { dialog, play } = serverVideo();
    expect(dialog.open).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    // The play button opens its own dialog by invoker command, so it works before any script.
    expect(play).toHaveAttribute('command', 'show-modal');
    expect(play).toHaveAttribute('commandfor', dialog.id);
  });

  it('adds the autoplaying player when the dialog opens, with focus in the dialog', async () => {
    const { user, play, dialog } = serverVideo();
    await user.click(play);
    expect(dialog.open).toBe(true);
    const frame = screen.getByTitle('Site tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(embedSrc);
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  });

  it('removes the player on Escape and on the close button, focus back on the play button', async () => {
    const { user, play } = serverVideo();
    await user.click(play);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(play).toHaveFocus();
    await user.click(play);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(play).toHaveFocus();
  });

  it('closes on a click on the backdrop (the dialog itself)', async () => {
    const { user, play, dialog } = serverVideo();
    await user.click(play);
    await user.click(dialog);
    expect(dialog.open).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives a dialog opened before its code arrived its player when it starts', async () => {
    const { user, play, dialog } = serverVideo({ isStarted: false });
    await user.click(play);
    expect(document.querySelector('iframe')).toBeNull();
    start(dialog);
    expect(screen.getByTitle('Site tour')).toHaveAttribute('src', embedSrc);
  });
});
