import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Role } from '../../../server/db/schema';
import { AdminMenu, MenuButton, SectionLinks } from './admin-menu';
import { adminSections, currentSection } from './admin-sections';

/** Who is signed in, as the shell shows them. */
export interface ShellPerson {
  name: string;
  email: string;
  role: Role;
}

/** The frame's own actions: the public site, and Sign out (a plain post, no script needed). */
function FrameActions({ person }: { person: ShellPerson | null }) {
  return (
    <>
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-link underline underline-offset-4"
      >
        View the site
      </a>
      {person && (
        // The frame's own action (routes/admin/layout.tsx).
        <form method="post" action="/admin">
          <input type="hidden" name="intent" value="sign-out" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-surface-muted"
          >
            Sign out
          </button>
        </form>
      )}
    </>
  );
}

function PersonLine({ person }: { person: ShellPerson }) {
  return (
    <p className="text-sm text-fg-muted">
      Signed in as <span className="font-semibold text-fg">{person.name}</span> ({person.role})
    </p>
  );
}

/**
 * A work tool's frame: the company's name, the sections, who is signed in and sign out, and
 * the screen below. Not the public header, call-to-action band or footer.
 * Below 1024 px (phones, tablets upright) the header is one compact row: the company (home),
 * the current section's name and one Menu button, the rest behind it (admin-menu.tsx). From
 * 1024 px the full header and section strip. Both are in the HTML; CSS shows one.
 */
export function AdminShell({
  company,
  person,
  children,
}: {
  company: string;
  person: ShellPerson | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const sections = person ? adminSections(person.role) : [];
  const current = person ? currentSection(person.role, pathname) : undefined;
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="border-b border-border bg-surface">
        <div className="flex items-center justify-between gap-3 px-4 py-1 sm:px-6 lg:hidden">
          {/* Phones: the company alone, whole (wrapped, never cut), a link home 44 px tall as
              every control a thumb works in the admin (decision 049); the screen's h1 right below
              names the section, and a second line would push the lead's actions off the first
              screen. From 640 px the section beside it. */}
          <p className="flex min-w-0 items-center gap-2">
            <a
              href="/admin"
              className="inline-flex min-h-11 min-w-0 items-center rounded-sm text-sm font-extrabold break-words text-fg sm:text-base"
            >
              {company}
            </a>
            {current && (
              <>
                <span aria-hidden="true" className="hidden text-fg-muted sm:inline">
                  /
                </span>
                <span className="hidden min-w-0 font-semibold break-words text-fg-muted sm:inline">
                  {current.label}
                </span>
              </>
            )}
          </p>
          {person ? <MenuButton /> : <FrameActions person={null} />}
        </div>
        <div className="mx-auto hidden w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-2 lg:flex">
          <div className="flex min-w-0 flex-col">
            <p className="flex items-baseline gap-2">
              <a href="/admin" className="rounded-sm text-lg font-extrabold text-fg">
                {company}
              </a>
              <span className="text-sm font-semibold text-fg-muted uppercase">Admin</span>
            </p>
            {person && <PersonLine person={person} />}
          </div>
          <div className="flex items-center gap-4">
            <FrameActions person={person} />
          </div>
        </div>
        {person && (
          <nav aria-label="Admin" className="hidden border-t border-border lg:block">
            <SectionLinks
              sections={sections}
              className="mx-auto flex w-full max-w-7xl flex-wrap gap-1 px-6 py-2"
            />
          </nav>
        )}
      </header>
      {person && (
        <AdminMenu
          company={company}
          sections={sections}
          personLine={<PersonLine person={person} />}
        >
          <FrameActions person={person} />
        </AdminMenu>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 md:py-12">
          {children}
        </div>
      </main>
    </div>
  );
}

/** A screen's title (the page's one h1) and what it is for. */
export function ScreenTitle({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-h2 text-fg">{title}</h1>
      {intro && <p className="max-w-3xl text-fg-muted">{intro}</p>}
    </div>
  );
}

const ROW_LAYOUT = {
  md: 'md:flex-row md:items-center md:justify-between',
  lg: 'lg:flex-row lg:items-center lg:justify-between',
};

/** One row of an admin list (a person, a sign-in, an item): a card whose parts sit side by side from `sideBySide` up. */
export function RowCard({
  sideBySide = 'md',
  ...props
}: Omit<ComponentProps<'li'>, 'className'> & { sideBySide?: keyof typeof ROW_LAYOUT }) {
  return (
    <li
      {...props}
      className={`flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card ${ROW_LAYOUT[sideBySide]}`}
    />
  );
}
