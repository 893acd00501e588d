import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, setMediaQuery } from '../test-polyfills';
import { SettingsPanel } from './settings-panel';

const DARK_QUERY = '(prefers-color-scheme: dark)';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
  installMatchMedia();
});

async function openSettings() {
  render(<SettingsPanel />);
  const user = userEvent.setup();
  const gear = screen.getByRole('button', { name: 'Settings' });
  await user.click(gear);
  return { user, gear };
}

describe('SettingsPanel', () => {
  it('opens and closes as a disclosure, returning focus on Escape', async () => {
    const { user, gear } = await openSettings();
    expect(gear).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(gear).toHaveAttribute('aria-expanded', 'false');
    expect(gear).toHaveFocus();
  });

  it('switches dark mode on <html> and <body> and remembers the choice', async () => {
    const { user } = await openSettings();
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(dark);
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('reads the mode already applied by the boot script after mounting', async () => {
    document.body.classList.add('dark');
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('follows the system mode live until the visitor chooses one', async () => {
    const { user } = await openSettings();
    act(() => setMediaQuery(DARK_QUERY, true));
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    act(() => setMediaQuery(DARK_QUERY, true));
    expect(document.body).not.toHaveClass('dark');
  });

  it('turns the custom cursor off and on, stored as off/on', async () => {
    const { user } = await openSettings();
    const cursor = screen.getByRole('switch', { name: 'Custom cursor' });
    expect(cursor).toHaveAttribute('aria-checked', 'true');
    await user.click(cursor);
    expect(cursor).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('cursor')).toBe('off');
    await user.click(cursor);
    expect(localStorage.getItem('cursor')).toBe('on');
  });
});
