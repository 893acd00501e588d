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

/** Renders the panel; jsdom has no popover API, so the switches are used while it is closed. */
async function openSettings() {
  render(<SettingsPanel />);
  return { user: userEvent.setup(), gear: screen.getByRole('button', { name: 'Settings' }) };
}

const theSwitch = (name: string) => screen.getByRole('switch', { name, hidden: true });

describe('SettingsPanel', () => {
  it('is a popover the gear toggles and its close button hides, with no script needed', async () => {
    const { gear } = await openSettings();
    expect(gear).toHaveAttribute('command', 'toggle-popover');
    const panel = document.getElementById(gear.getAttribute('commandfor') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    const close = screen.getByRole('button', { name: 'Close settings', hidden: true });
    expect(close).toHaveAttribute('commandfor', panel?.id);
    expect(close).toHaveAttribute('command', 'hide-popover');
    expect(panel).toContainElement(theSwitch('Dark mode'));
  });

  it('switches dark mode on <html> and <body> and remembers the choice', async () => {
    const { user } = await openSettings();
    const dark = theSwitch('Dark mode');
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
    expect(theSwitch('Dark mode')).toHaveAttribute('aria-checked', 'true');
  });

  it('follows the system mode live until the visitor chooses one', async () => {
    const { user } = await openSettings();
    act(() => setMediaQuery(DARK_QUERY, true));
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    await user.click(theSwitch('Dark mode'));
    act(() => setMediaQuery(DARK_QUERY, true));
    expect(document.body).not.toHaveClass('dark');
  });

  it('turns the custom cursor off and on, stored as off/on', async () => {
    const { user } = await openSettings();
    const cursor = theSwitch('Custom cursor');
    expect(cursor).toHaveAttribute('aria-checked', 'true');
    await user.click(cursor);
    expect(cursor).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('cursor')).toBe('off');
    await user.click(cursor);
    expect(localStorage.getItem('cursor')).toBe('on');
  });
});
