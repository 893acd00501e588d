import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Role } from '../../../server/db/schema';

/** Who is signed in, as the shell shows them. */
export interface ShellPerson {
  name: string;
  email: string;
  role: Role;
}

/** The admin's sections for a role: content for both, people and the audit log for owners. */
function sections(role: Role) {
  return [
    { to: '/admin', label: 'Leads', end: true },
    { to: '/admin/content', label: 'Content', end: false },
    { to: '/admin/stats', label: 'Statistics', end: false },
    ...(role === 'owner' ? [{ to: '/admin/people', label: 'People', end: false }] : []),
    // The site-wide copy (FAQ, plans, counters …): the settings documents of the content store.
    { to: '/admin/content/settings', label: 'Settings', end: false },
    ...(role === 'owner' ? [{ to: '/admin/office', label: 'Office', end: false }] : []),
    ...(role === 'owner' ? [{ to: '/admin/alerts', label: 'Alerts', end: false }] : []),
    ...(role === 'owner' ? [{ to: '/admin/privacy', label: 'Privacy', end: false }] : []),
    ...(role === 'owner' ? [{ to: '/admin/audit', label: 'Audit log', end: false }] : []),
    { to: '/admin/account', label: 'Account', end: false },
  ];
}

/** Content is current on its screens except the settings documents, which Settings is; Leads on Spam. */
function isCurrent(to: string, path: string, end: boolean) {
  if (to === '/admin/content' && path.startsWith('/admin/content/settings')) return false;
  // The pipeline's board, list and lead pages are the Leads section's too.
  if (to === '/admin' && (path === '/admin/leads' || path.startsWith('/admin/leads/'))) return true;
  // The Spam folder is the leads' own.
  if (to === '/admin' && path === '/admin/spam') return true;
  if (to === '/admin' && path === '/admin/reply-templates') return true;
  return end ? path === to : path === to || path.startsWith(`${to}/`);
}

const navLinkClass = (isActive: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-fg text-bg' : 'text-fg hover:bg-surface-muted'
  }`;

/**
 * A work tool's frame: the company's name, the sections, who is signed in and sign out, and
 * the screen below. Not the public header, call-to-action band or footer.
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
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
          <div className="flex min-w-0 flex-col">
            <p className="flex items-baseline gap-2">
              <a href="/admin" className="rounded-sm text-lg font-extrabold text-fg">
                {company}
              </a>
              <span className="text-sm font-semibold text-fg-muted uppercase">Admin</span>
            </p>
            {person && (
              <p className="text-sm text-fg-muted">
                Signed in as <span className="font-semibold text-fg">{person.name}</span> (
                {person.role})
              </p>
            )}
          </div>
          <div className="flex items-center gap-4">
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-link underline underline-offset-4"
            >
              View the site
            </a>
            {person && (
              // The frame's own action (routes/admin/layout.tsx); a plain post, no script needed.
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
          </div>
        </div>
        {person && (
          <nav aria-label="Admin" className="border-t border-border">
            {/* On a phone the sections scroll sideways rather than wrap. */}
            <ul className="mx-auto flex w-full max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
              {sections(person.role).map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    aria-current={isCurrent(section.to, pathname, section.end) ? 'page' : undefined}
                    className={navLinkClass(isCurrent(section.to, pathname, section.end))}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 md:py-12">
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

/** A short message after a change, announced to screen readers. */
export function Notice({ children, tone = 'ok' }: { children: ReactNode; tone?: 'ok' | 'error' }) {
  if (!children) return <p role="status" className="sr-only" />;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 ${
        tone === 'error'
          ? 'border-accent-text font-medium text-accent-text'
          : 'border-border-strong bg-surface-muted text-fg'
      }`}
    >
      {children}
    </p>
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
