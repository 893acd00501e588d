import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Drawer } from '../../layout/header/drawer';
import { type AdminSection, isCurrentSection } from './admin-sections';

/** The id of the phone menu's dialog (its button's `commandfor`). */
export const ADMIN_MENU_ID = 'admin-menu';

export const menuLinkClass = (isActive: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-fg text-bg' : 'text-fg hover:bg-surface-muted'
  }`;

/** The sections as links, the current one marked with aria-current (the desktop strip and the phone menu). */
export function SectionLinks({
  sections,
  className,
}: {
  sections: readonly AdminSection[];
  className: string;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {sections.map((section) => {
        const isCurrent = isCurrentSection(section, pathname);
        return (
          <li key={section.to}>
            <Link
              to={section.to}
              aria-current={isCurrent ? 'page' : undefined}
              className={menuLinkClass(isCurrent)}
            >
              {section.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone header's one button: opens the menu (no script needed: invoker commands). */
export function MenuButton() {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      commandfor={ADMIN_MENU_ID}
      command="show-modal"
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-md border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-surface-muted"
    >
      <Menu aria-hidden="true" className="size-5" />
      Menu
    </button>
  );
}

/**
 * The admin's menu on phones and tablets: a modal dialog from the right (the public site's
 * Drawer: focus kept inside and returned to the Menu button, Escape and the backdrop close it,
 * the page behind inert), with who is signed in, the sections, the site and Sign out. A link
 * inside is an in-app navigation, so the menu closes itself when the address changes.
 */
export function AdminMenu({
  company,
  sections,
  personLine,
  children,
}: {
  company: string;
  sections: readonly AdminSection[];
  personLine: React.ReactNode;
  /** The frame's own actions (View the site, Sign out). */
  children: React.ReactNode;
}) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void pathname;
    void search;
    const dialog = document.getElementById(ADMIN_MENU_ID);
    if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
  }, [pathname, search]);
  return (
    <Drawer
      id={ADMIN_MENU_ID}
      label="Menu"
      closeLabel="Close the menu"
      heading={<p className="text-lg font-extrabold text-fg">{company}</p>}
    >
      {personLine}
      <nav aria-label="Admin">
        <SectionLinks sections={sections} className="flex flex-col gap-1 [&_a]:flex [&_a]:w-full" />
      </nav>
      <div className="flex flex-wrap items-center gap-4 border-t border-border pt-6">
        {children}
      </div>
    </Drawer>
  );
}
