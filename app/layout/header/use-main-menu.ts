import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { MENU_CLOSE_DELAY_MS, moveInMenuList } from '../../browser/menu-list-keys';

/** The open submenus, outermost first, as a list of group labels: `['Pages', 'Team']`. */
export type MenuPath = readonly string[];

/** State and handlers of the desktop disclosure menu, shared by its levels. */
export function useMainMenu() {
  const [openPath, setOpenPath] = useState<MenuPath>([]);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirstIn = useRef<string | null>(null);
  // A click right after hover-opening must not close what the pointer just opened.
  const hoverOpened = useRef<string | null>(null);
  const baseId = useId();
  const { pathname } = useLocation();

  const idFor = useCallback(
    (path: MenuPath, part: 'button' | 'list') =>
      `${baseId}-${part}-${path.join('-').replace(/\W+/g, '')}`,
    [baseId],
  );
  const isOpen = (path: MenuPath) => path.every((label, i) => openPath[i] === label);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeAll = useCallback(() => setOpenPath([]), []);

  const toggle = (path: MenuPath) => {
    cancelClose();
    const wasHoverOpened = hoverOpened.current === path.join('/');
    hoverOpened.current = null;
    setOpenPath(isOpen(path) && !wasHoverOpened ? path.slice(0, -1) : path);
  };
  const open = (path: MenuPath, { focusFirst = false, byHover = false } = {}) => {
    cancelClose();
    if (focusFirst) focusFirstIn.current = idFor(path, 'list');
    if (byHover && !isOpen(path)) hoverOpened.current = path.join('/');
    setOpenPath(path);
  };
  const hoverLeave = (path: MenuPath) => {
    cancelClose();
    closeTimer.current = window.setTimeout(
      () => setOpenPath(path.slice(0, -1)),
      MENU_CLOSE_DELAY_MS,
    );
  };

  /** Escape closes the innermost submenu and puts focus back on its button. */
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openPath.length === 0) return;
    event.preventDefault();
    document.getElementById(idFor(openPath, 'button'))?.focus();
    setOpenPath(openPath.slice(0, -1));
  };
  /** Arrow keys move between the entries of one submenu. */
  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!moveInMenuList(event.currentTarget, event.key)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeAll();
  };

  // A followed link or a new page closes everything.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => closeAll(), [pathname, closeAll]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each open/close render
  useEffect(() => {
    const id = focusFirstIn.current;
    if (!id) return;
    focusFirstIn.current = null;
    document.getElementById(id)?.querySelector<HTMLElement>('a, button')?.focus();
  }, [openPath]);

  useEffect(() => {
    if (openPath.length === 0) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [openPath, closeAll]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return {
    navRef,
    openPath,
    isOpen,
    idFor,
    toggle,
    open,
    closeAll,
    hoverLeave,
    cancelClose,
    handleKeyDown,
    handleListKeyDown,
    handleBlur,
  };
}

/** The menu API handed to each level. */
export type MainMenuApi = ReturnType<typeof useMainMenu>;
