import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { kitButtonClass } from './button-link';

const items = (menu: HTMLElement | null) =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];

/**
 * A row's other actions behind one button (WAI-ARIA APG menu button): a `popover` menu that
 * opens without script; with it, the keyboard of the pattern: Enter, Space or Arrow Down opens
 * on the first item, Arrow Up on the last; arrows, Home and End move; Escape closes and returns
 * to the button; Tab closes. Items are {@link MenuItem}s (or buttons with role="menuitem").
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const menu = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const firstFocus = useRef<'first' | 'last'>('first');

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const toggled = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      setOpen(open);
      if (!open) return;
      // Beside the button, kept inside the window (a popover sits in the top layer).
      const button = document.getElementById(buttonId)?.getBoundingClientRect();
      if (button) {
        const width = element.offsetWidth;
        const left = Math.max(8, Math.min(button.right - width, window.innerWidth - width - 8));
        const below = button.bottom + 4;
        const fits = below + element.offsetHeight < window.innerHeight - 8;
        element.style.left = `${left}px`;
        element.style.top = `${fits ? below : Math.max(8, button.top - element.offsetHeight - 4)}px`;
      }
      const list = items(element);
      (firstFocus.current === 'last' ? list.at(-1) : list[0])?.focus();
      firstFocus.current = 'first';
    };
    element.addEventListener('toggle', toggled);
    return () => element.removeEventListener('toggle', toggled);
  }, [buttonId]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    firstFocus.current = event.key === 'ArrowUp' ? 'last' : 'first';
    menu.current?.showPopover();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      menu.current?.hidePopover();
      document.getElementById(buttonId)?.focus();
    } else if (event.key === 'Tab') menu.current?.hidePopover();
  };

  return (
    <>
      <button
        type="button"
        id={buttonId}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onKeyDown={onButtonKey}
        className={kitButtonClass('quiet')}
      >
        More
        <span className="sr-only"> for {label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="menu"
        aria-labelledby={buttonId}
        onKeyDown={onMenuKey}
        data-opener={buttonId}
        className="fixed m-0 min-w-48 rounded-md border border-border-strong bg-surface p-1 text-fg shadow-pop"
      >
        {children}
      </div>
    </>
  );
}

/** One action in a {@link RowMenu}: a button (a submit, or one that opens a confirmation). */
export function MenuItem({
  destructive = false,
  className = '',
  onClick,
  ...props
}: React.ComponentProps<'button'> & { destructive?: boolean }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={(event) => {
        // A confirmation opens over the page: the menu closes first.
        const menu = event.currentTarget.closest<HTMLElement>('[popover]');
        onClick?.(event);
        if (!props.commandfor || !menu?.matches(':popover-open')) return;
        // Focus comes back to the menu's button when the confirmation closes (confirm-dialog.tsx).
        const opener = menu.dataset.opener;
        if (opener) document.getElementById(props.commandfor)?.setAttribute('data-opener', opener);
        menu.hidePopover();
      }}
      className={`flex min-h-11 w-full items-center rounded-sm px-3 text-left text-sm font-semibold hover:bg-surface-muted focus-visible:bg-surface-muted ${
        destructive ? 'text-accent-text' : 'text-fg'
      } ${className}`}
      {...props}
    />
  );
}
