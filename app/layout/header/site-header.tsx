import { Menu, PanelRight, Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { getStartedPath, mainMenu } from '../../content/navigation';
import { site } from '../../content/site';
import { Logo } from '../logo';
import { MainMenu } from './main-menu';
import { SearchBox } from './search-box';

// The drawers' code loads when first wanted (pointer over or focus on their button, or a
// click), not with the page: most visits never open them.
const loadSidePanel = () => import('./side-panel');
const loadMobileMenu = () => import('./mobile-menu');
const SidePanel = lazy(() => loadSidePanel().then((module) => ({ default: module.SidePanel })));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted hover:text-accent-text aria-expanded:bg-surface-muted';

/** The sticky site header: logo, main menu, search, side panel, mobile menu and Get Started. */
export function SiteHeader() {
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const [hasOpenedPanel, setHasOpenedPanel] = useState(false);
  const [hasOpenedMobile, setHasOpenedMobile] = useState(false);
  const searchRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLButtonElement>(null);
  const mobileRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <header className="sticky top-0 z-40 h-(--header-h) border-b border-border bg-bg/95 backdrop-blur supports-backdrop-filter:bg-bg/85">
      <div className="container-site flex h-full items-center justify-between gap-4">
        <Logo name={site.name} />
        <MainMenu items={mainMenu} className="hidden xl:block" />
        <div className="flex items-center gap-1 sm:gap-2">
          <button
            ref={searchRef}
            type="button"
            aria-label="Search"
            aria-expanded={isSearchOpen}
            aria-controls={`${id}-search`}
            onClick={() => setIsSearchOpen((open) => !open)}
            className={iconButton}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <button
            ref={panelRef}
            type="button"
            aria-label="Open info panel"
            aria-haspopup="dialog"
            onPointerEnter={loadSidePanel}
            onFocus={loadSidePanel}
            onClick={() => {
              setHasOpenedPanel(true);
              setIsPanelOpen(true);
            }}
            className={`${iconButton} max-xl:hidden`}
          >
            <PanelRight aria-hidden="true" className="size-5" />
          </button>
          <ButtonLink to={getStartedPath} className="ml-2 min-h-11 px-5 max-sm:hidden">
            Get Started
          </ButtonLink>
          <button
            ref={mobileRef}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => {
              setHasOpenedMobile(true);
              setIsMobileOpen(true);
            }}
            className={`${iconButton} xl:hidden`}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <SearchBox
        id={`${id}-search`}
        isOpen={isSearchOpen}
        onClose={() => setIsSearchOpen(false)}
        toggleRef={searchRef}
      />
      <Suspense fallback={null}>
        {hasOpenedPanel && (
          <SidePanel
            id={`${id}-panel`}
            isOpen={isPanelOpen}
            onClose={() => setIsPanelOpen(false)}
            returnFocusRef={panelRef}
          />
        )}
        {hasOpenedMobile && (
          <MobileMenu
            id={`${id}-mobile`}
            items={mainMenu}
            isOpen={isMobileOpen}
            onClose={() => setIsMobileOpen(false)}
            returnFocusRef={mobileRef}
          />
        )}
      </Suspense>
    </header>
  );
}
