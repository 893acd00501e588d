import { Moon, MousePointer2, Settings, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { applyTheme, currentTheme, hasStoredTheme } from '../../browser/theme';
import { SettingsSwitch } from './settings-switch';
import { setCursorPreference, useCursorPreference } from './use-cursor-preference';

/**
 * The floating settings button and its small non-modal panel: dark mode and
 * the custom cursor. The panel is a popover, so the gear opens it and Escape, a
 * click elsewhere or its close button close it before and without the page's
 * script; the switches need the script (a tap before it arrives is replayed).
 * The dark switch reads the applied theme after mount, since the server cannot know it.
 */
export function SettingsPanel() {
  const [isDark, setIsDark] = useState(false);
  const isCursorOn = useCursorPreference();
  const id = useId();

  useEffect(() => {
    setIsDark(currentTheme() === 'dark');
    // Until the visitor chooses, follow the system setting live.
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const handleChange = (event: MediaQueryListEvent) => {
      if (hasStoredTheme()) return;
      applyTheme(event.matches ? 'dark' : 'light', { persist: false });
      setIsDark(event.matches);
    };
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  const toggleDark = () => {
    const next = isDark ? 'light' : 'dark';
    applyTheme(next);
    setIsDark(next === 'dark');
  };

  return (
    // Phones: bottom-left corner, clear of the text column; wide screens: the right edge.
    <div className="group/settings fixed bottom-4 left-4 z-30 lg:top-1/2 lg:right-0 lg:bottom-auto lg:left-auto lg:-translate-y-1/2">
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-title`}
        popover="auto"
        // The settings island (app/islands/settings.ts) binds here on pages without React.
        data-island="settings"
        data-island-when="open"
        className="inset-auto bottom-4 left-18 m-0 w-64 rounded-lg border border-border bg-surface p-4 text-fg shadow-pop lg:top-1/2 lg:right-14 lg:bottom-auto lg:left-auto lg:-translate-y-1/2"
      >
        <div className="mb-2 flex items-center justify-between gap-2 pl-2">
          <h2 id={`${id}-title`} className="text-xs font-bold tracking-[0.18em] uppercase">
            Settings
          </h2>
          <button
            type="button"
            aria-label="Close settings"
            commandfor={`${id}-panel`}
            command="hide-popover"
            className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <SettingsSwitch
          label="Dark mode"
          setting="theme"
          isChecked={isDark}
          onToggle={toggleDark}
          icon={<Moon className="size-4" />}
        />
        <SettingsSwitch
          label="Custom cursor"
          setting="cursor"
          isChecked={isCursorOn}
          onToggle={() => setCursorPreference(!isCursorOn)}
          icon={<MousePointer2 className="size-4" />}
        />
      </section>
      <button
        type="button"
        aria-label="Settings"
        commandfor={`${id}-panel`}
        command="toggle-popover"
        className="inline-flex size-12 items-center justify-center rounded-full bg-inverse-bg lg:rounded-l-lg lg:rounded-r-none text-inverse-fg shadow-pop ring-1 ring-border-strong transition-colors hover:text-inverse-accent"
      >
        <Settings
          aria-hidden="true"
          className="size-5 motion-safe:transition-transform motion-safe:duration-500 group-has-[:popover-open]/settings:rotate-90"
        />
      </button>
    </div>
  );
}
