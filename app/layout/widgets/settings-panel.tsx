import { Moon, MousePointer2, Settings, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { applyTheme, currentTheme, hasStoredTheme } from '../../lib/theme';
import { SettingsSwitch } from './settings-switch';
import { setCursorPreference, useCursorPreference } from './use-cursor-preference';

/**
 * The floating settings button and its small non-modal panel: dark mode and
 * the custom cursor. The dark switch reads the applied theme after mount, since
 * the server cannot know it.
 */
export function SettingsPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const [isDark, setIsDark] = useState(false);
  const isCursorOn = useCursorPreference();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    close();
  };
  const toggleDark = () => {
    const next = isDark ? 'light' : 'dark';
    applyTheme(next);
    setIsDark(next === 'dark');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape bubbling from the controls inside
    <div
      ref={rootRef}
      onKeyDown={handleKeyDown}
      // Phones: bottom-left corner, clear of the text column; wide screens: the right edge.
      className="fixed bottom-4 left-4 z-30 flex flex-row-reverse items-end lg:top-1/2 lg:right-0 lg:bottom-auto lg:left-auto lg:flex-row lg:-translate-y-1/2 lg:items-center"
    >
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-title`}
        hidden={!isOpen}
        className="ml-2 w-64 rounded-lg border border-border bg-surface p-4 text-fg shadow-pop lg:mr-2 lg:ml-0"
      >
        <div className="mb-2 flex items-center justify-between gap-2 pl-2">
          <h2 id={`${id}-title`} className="text-xs font-bold tracking-[0.18em] uppercase">
            Settings
          </h2>
          <button
            type="button"
            aria-label="Close settings"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <SettingsSwitch
          label="Dark mode"
          isChecked={isDark}
          onToggle={toggleDark}
          icon={<Moon className="size-4" />}
        />
        <SettingsSwitch
          label="Custom cursor"
          isChecked={isCursorOn}
          onToggle={() => setCursorPreference(!isCursorOn)}
          icon={<MousePointer2 className="size-4" />}
        />
      </section>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Settings"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen((open) => !open)}
        className="group inline-flex size-12 items-center justify-center rounded-full bg-inverse-bg lg:rounded-l-lg lg:rounded-r-none text-inverse-fg shadow-pop ring-1 ring-border-strong transition-colors hover:text-inverse-accent"
      >
        <Settings
          aria-hidden="true"
          className="size-5 motion-safe:transition-transform motion-safe:duration-500 group-aria-expanded:rotate-90"
        />
      </button>
    </div>
  );
}
