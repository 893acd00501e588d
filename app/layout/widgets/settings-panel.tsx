import { Moon, MousePointer2, Settings, X } from 'lucide-react';
import { SettingsSwitch } from './settings-switch';

/**
 * The panel's id: one per page. Below the `lg` width the gear is docked in the header
 * (app/layout/header/site-header.tsx), which opens the same panel, so nothing floats over the
 * content on a phone or a tablet (decision 056).
 */
export const SETTINGS_PANEL_ID = 'site-settings-panel';

/**
 * The floating settings button and its small non-modal panel: dark mode and
 * the custom cursor. The panel is a popover, so the gear opens it and Escape, a
 * click elsewhere or its close button close it before and without the page's
 * script; the switches are the settings island's (app/islands/settings.ts, a tap before it
 * arrives is replayed), which reads the stored choices the server cannot know (it renders the
 * defaults: light, cursor on).
 */
export function SettingsPanel() {
  const id = SETTINGS_PANEL_ID;
  const titleId = 'site-settings-title';

  return (
    // Wide screens: the gear floats at the right edge, in the margin beside the content. Below
    // `lg` it is hidden here and docked in the header, and the panel opens under the header.
    <div className="group/settings lg:fixed lg:top-1/2 lg:right-0 lg:z-30 lg:-translate-y-1/2">
      <section
        id={id}
        aria-labelledby={titleId}
        popover="auto"
        data-island="settings"
        data-island-when="open"
        className="inset-auto top-[calc(var(--header-h)+0.5rem)] right-4 m-0 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface p-4 text-fg shadow-pop lg:top-1/2 lg:right-14 lg:-translate-y-1/2"
      >
        <div className="mb-2 flex items-center justify-between gap-2 pl-2">
          <h2 id={titleId} className="text-xs font-bold tracking-[0.18em] uppercase">
            Settings
          </h2>
          <button
            type="button"
            aria-label="Close settings"
            commandfor={id}
            command="hide-popover"
            className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <SettingsSwitch
          label="Dark mode"
          setting="theme"
          isChecked={false}
          icon={<Moon className="size-4" />}
        />
        <SettingsSwitch
          label="Custom cursor"
          setting="cursor"
          isChecked
          icon={<MousePointer2 className="size-4" />}
        />
      </section>
      <button
        type="button"
        aria-label="Settings"
        commandfor={id}
        command="toggle-popover"
        className="inline-flex size-12 items-center justify-center rounded-full bg-inverse-bg max-lg:hidden lg:rounded-l-lg lg:rounded-r-none text-inverse-fg shadow-pop ring-1 ring-border-strong transition-colors hover:text-inverse-accent"
      >
        <Settings
          aria-hidden="true"
          className="size-5 motion-safe:transition-transform motion-safe:duration-500 group-has-[:popover-open]/settings:rotate-90"
        />
      </button>
    </div>
  );
}
