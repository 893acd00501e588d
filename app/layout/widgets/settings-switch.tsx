import type { ReactNode } from 'react';

/** Props of {@link SettingsSwitch}. */
export interface SettingsSwitchProps {
  /** Visible label, also the accessible name. */
  label: string;
  /** Which setting it switches, for the settings island (app/islands/settings.ts). */
  setting: 'theme' | 'cursor';
  /** The default the server renders; the settings island sets the visitor's choice. */
  isChecked: boolean;
  /** Decorative icon before the label. */
  icon: ReactNode;
}

/**
 * An on/off switch (`role="switch"`): the whole row is the control. Its look follows the stored
 * choice marked on <html> (`--switch-track`, `--switch-thumb-x` in app/styles/base.css), so it is right from the
 * first paint; `isChecked` tells assistive technology once the page's code has read it.
 */
export function SettingsSwitch({ label, setting, isChecked, icon }: SettingsSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isChecked}
      data-setting={setting}
      className="group flex min-h-12 w-full items-center justify-between gap-4 rounded-md px-2 text-left text-sm font-semibold text-fg transition-colors hover:bg-surface-muted"
    >
      <span className="flex items-center gap-3">
        <span aria-hidden="true" className="text-accent-text">
          {icon}
        </span>
        {label}
      </span>
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-(--switch-track) transition-colors"
      >
        <span className="absolute left-0.5 size-5 rounded-full bg-surface shadow-card translate-x-(--switch-thumb-x) motion-safe:transition-transform" />
      </span>
    </button>
  );
}
