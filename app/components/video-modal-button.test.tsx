import '../layout/test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoModalButton } from './video-modal-button';

const embedSrc = 'https://video.example.com/embed/abc?autoplay=1';

function renderButton() {
  render(<VideoModalButton title="Site tour" embedSrc={embedSrc} />);
  return {
    user: userEvent.setup(),
    play: screen.getByRole('button', { name: 'Play video: Site tour' }),
  };
}

describe('VideoModalButton', () => {
  it('loads nothing from the video host before the button is pressed', () => {
    renderButton();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it('opens its own dialog by invoker command, so it works before the script runs', () => {
    const { play } = renderButton();
    expect(play).toHaveAttribute('command', 'show-modal');
    expect(document.getElementById(play.getAttribute('commandfor') ?? '')?.tagName).toBe('DIALOG');
  });

  it('opens a dialog with the autoplaying player and moves focus into it', async () => {
    const { user, play } = renderButton();
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Site tour' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByTitle('Site tour')).toHaveAttribute('src', embedSrc);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  });

  it('closes on Escape, removes the player and returns focus to the play button', async () => {
    const { user, play } = renderButton();
    await user.click(play);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(play).toHaveFocus();
  });

  it('closes from the close button and can be opened again', async () => {
    const { user, play } = renderButton();
    await user.click(play);
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(play).toHaveFocus();
    await user.click(play);
    expect(document.querySelector('iframe')).not.toBeNull();
  });
});
