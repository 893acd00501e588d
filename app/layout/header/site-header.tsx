import { Menu, PanelRight, Search, Settings } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { getStartedPath } from '../../content/navigation';
import { site } from '../../content/site';
import { Logo } from '../logo';
import { useMenus } from '../use-menus';
import { SETTINGS_PANEL_ID } from '../widgets/settings-panel';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { SidePanel } from './side-panel';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted hover:text-accent-text aria-expanded:bg-surface-muted';

/** The sticky site header: logo, main menu, search, side panel, mobile menu and Get Started. */
export function SiteHeader() {
  const id = useId();
  const mainMenu = useMenus().main;

  return (
    <header className="sticky top-0 z-40 h-(--header-h) border-b border-border bg-bg/95 backdrop-blur supports-backdrop-filter:bg-bg/85">
      <div className="container-site flex h-full items-center justify-between gap-4">
        <Logo logo={site.logo} />
        <MainMenu items={mainMenu} className="hidden xl:block" />
        <div className="flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            aria-label="Search"
            commandfor={`${id}-search`}
            command="toggle-popover"
            className={iconButton}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Open info panel"
            aria-haspopup="dialog"
            commandfor={`${id}-panel`}
            command="show-modal"
            className={`${iconButton} max-xl:hidden`}
          >
            <PanelRight aria-hidden="true" className="size-5" />
          </button>
          {/* The settings gear, docked here below `lg` so it covers no content (decision 056). */}
          <button
            type="button"
            aria-label="Settings"
            commandfor={SETTINGS_PANEL_ID}
            command="toggle-popover"
            className={`${iconButton} lg:hidden`}
          >
            <Settings aria-hidden="true" className="size-5" />
          </button>
          <ButtonLink to={getStartedPath} className="ml-2 min-h-11 px-5 max-sm:hidden">
            Get Started
          </ButtonLink>
          <button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            commandfor={`${id}-mobile`}
            command="show-modal"
            className={`${iconButton} xl:hidden`}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <SearchBox id={`${id}-search`} />
      <SidePanel id={`${id}-panel`} />
      <MobileMenu id={`${id}-mobile`} items={mainMenu} />
    </header>
  );
}
