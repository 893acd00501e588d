import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia, setMediaQuery } from '../layout/test-polyfills';
import { SettingsPanel } from '../layout/widgets/settings-panel';
import { start as startGlobals } from './globals';
import { start } from './settings';

// The page's globals also start the vitals reporter, which reads timings jsdom does not keep.
vi.mock('../vitals/start-vitals', () => ({ startVitals: () => {} }));

const DARK_QUERY = '(prefers-color-scheme: dark)';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
  installMatchMedia();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The panel as the server renders it, its island started (jsdom has no popover: it stays shut). */
function serveSettings() {
  document.body.innerHTML = renderToString(<SettingsPanel />);
  const panel = document.querySelector<HTMLElement>('[data-island="settings"]');
  if (!panel) throw new Error('no settings island in the markup');
  start(panel);
  return userEvent.setup();
}

const theSwitch = (name: string) => screen.getByRole('switch', { name, hidden: true });

describe('the settings island', () => {
  it('switches dark mode on <html> and <body> and remembers the choice', async () => {
    const user = serveSettings();
    const dark = theSwitch('Dark mode');
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'false');
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('reads the mode the theme boot already applied', () => {
    document.body.classList.add('dark');
    document.documentElement.classList.add('dark');
    serveSettings();
    expect(theSwitch('Dark mode')).toHaveAttribute('aria-checked', 'true');
  });

  it('follows the system mode live until the visitor chooses one (the page’s globals)', async () => {
    // The panel's island started before the page's globals: its switch still follows the mode
    // they apply, whichever listener the browser calls first.
    const user = serveSettings();
    startGlobals();
    const dark = theSwitch('Dark mode');
    act(() => setMediaQuery(DARK_QUERY, true));
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    await vi.waitFor(() => expect(dark).toHaveAttribute('aria-checked', 'true'));
    act(() => setMediaQuery(DARK_QUERY, false));
    await vi.waitFor(() => expect(dark).toHaveAttribute('aria-checked', 'false'));
    act(() => setMediaQuery(DARK_QUERY, true));
    act(() => setMediaQuery(DARK_QUERY, false));
    await user.click(dark);
    expect(document.body).toHaveClass('dark');
    act(() => setMediaQuery(DARK_QUERY, false));
    expect(document.body).toHaveClass('dark');
  });

  it('turns the custom cursor off and on, stored as off/on', async () => {
    const user = serveSettings();
    const cursor = theSwitch('Custom cursor');
    expect(cursor).toHaveAttribute('aria-checked', 'true');
    await user.click(cursor);
    expect(cursor).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('cursor')).toBe('off');
    await user.click(cursor);
    expect(cursor).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('cursor')).toBe('on');
  });
});
