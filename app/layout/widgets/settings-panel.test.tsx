import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from './settings-panel';

// The panel's markup; what its switches do is the settings island's (app/islands/settings.test.tsx).
async function openSettings() {
  render(<SettingsPanel />);
  return { gear: screen.getByRole('button', { name: 'Settings' }) };
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
    // The defaults, until the island reads the stored choices.
    expect(theSwitch('Dark mode')).toHaveAttribute('aria-checked', 'false');
    expect(theSwitch('Custom cursor')).toHaveAttribute('aria-checked', 'true');
  });
});
