import { data } from 'react-router';
import * as v from 'valibot';
import { isRefusal } from '../../../../common/refusal';
import { mainSections } from '../../../content/navigation';
import { buildMeta } from '../../../lib/meta';
import { postPath, projectPath, servicePath } from '../../../lib/paths';
import { requireUser } from '../../../server/admin-session.server';
import { contentOf } from '../../../server/content.server';
import { siteOptions } from '../../../site-options/current';
import { defaultMenus } from '../../../site-options/default-menus';
import {
  hiddenPagesSchema,
  hideablePages,
  portfolioColumnsSchema,
} from '../../../site-options/hideable-pages';
import { linkPaths, type MenuChoice } from '../../../site-options/menu-choices';
import { ScreenTitle } from '../admin-shell';
import { Notice } from '../kit';
import type { Route } from './+types/menus';
import { MenusForm } from './menus-form';
import { OfficeTabs } from './office-tabs';

export const meta = () =>
  buildMeta({ name: 'Menus and pages', path: '/admin/office/menus', noIndex: true });

/** The site's own pages a menu may offer, by name: the specification's menus and /portfolio. */
function sitePages(): MenuChoice[] {
  const menus = defaultMenus();
  return [
    { label: 'Home', to: '/' },
    ...linkPaths(menus.main),
    ...menus.quickLinks,
    ...menus.supportLinks,
    ...mainSections,
    { label: 'Portfolio (the columns chosen below)', to: '/portfolio' },
  ];
}

/** Owners only: the header's and footer's menus, the pages shown, the portfolio's columns. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  const settings = await services.office.settings();
  const content = contentOf(context);
  const [posts, projects, services_] = await Promise.all([
    content.posts(),
    content.projects(),
    content.services(),
  ]);
  const hidden = new Set<string>(settings.hiddenPages);
  const seen = new Set<string>();
  // Each address once, pages first; a hidden page is not offered.
  const choices = [
    ...sitePages(),
    ...services_.map((item) => ({ label: `Service: ${item.title}`, to: servicePath(item.slug) })),
    ...projects.map((item) => ({ label: `Project: ${item.title}`, to: projectPath(item.slug) })),
    ...posts.map((item) => ({ label: `Post: ${item.title}`, to: postPath(item.slug) })),
  ].filter(({ to }) => !hidden.has(to) && !seen.has(to) && seen.add(to));
  return {
    menus: settings.menus ?? defaultMenus(),
    isDefault: settings.menus === null,
    hiddenPages: settings.hiddenPages,
    hideable: hideablePages(siteOptions),
    portfolioColumns: settings.portfolioColumns,
    choices,
  };
}

/** The hidden field's menus, or undefined when it is not JSON (a made-up post). */
function postedMenus(form: FormData): unknown {
  const text = form.get('menus');
  if (typeof text !== 'string' || text.length > 100_000) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const intent = form.get('intent');
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  try {
    if (intent === 'reset') {
      await services.office.save(actor, { menus: null });
      return { notice: 'The specification’s menus are back on every page.' };
    }
    if (intent !== 'save') throw data('Unknown action.', { status: 400 });
    const hidden = v.safeParse(hiddenPagesSchema, form.getAll('hidden').map(String));
    if (!hidden.success) {
      return data(
        { field: 'hidden', error: 'That is not one of the pages that can be hidden.' },
        400,
      );
    }
    const columns = v.safeParse(portfolioColumnsSchema, Number(form.get('portfolioColumns')));
    if (!columns.success) {
      return data({ field: 'portfolioColumns', error: 'Choose 2, 3 or 4 columns.' }, 400);
    }
    const menus = postedMenus(form);
    if (menus === undefined) {
      return data(
        { field: 'menus', error: 'The menus did not arrive whole; please try again.' },
        400,
      );
    }
    await services.office.save(actor, {
      menus,
      hiddenPages: hidden.output,
      portfolioColumns: columns.output,
    } as Parameters<typeof services.office.save>[1]);
  } catch (error) {
    if (isRefusal(error)) {
      return data({ field: error.field ?? '', error: error.message }, { status: error.status });
    }
    throw error;
  }
  return { notice: 'Saved. Every page shows the new menus and pages now.' };
}

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData : undefined;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  return (
    <>
      <ScreenTitle
        title="Menus and pages"
        intro="What the header’s menu and the footer’s link lists hold, which of the extra pages are on the site, and how the portfolio lays out its projects. Visitors see a change on their next page."
      />
      <OfficeTabs />
      {error ? (
        <Notice tone="error">{menuError(error.error)}</Notice>
      ) : (
        <Notice tone="success">{notice}</Notice>
      )}
      <MenusForm
        // A new form after each answer: a reset shows the default menus at once.
        key={JSON.stringify(loaderData.menus)}
        menus={loaderData.menus}
        isDefault={loaderData.isDefault}
        hiddenPages={loaderData.hiddenPages}
        hideable={loaderData.hideable}
        portfolioColumns={loaderData.portfolioColumns}
        choices={loaderData.choices}
      />
    </>
  );
}

/** The office setting's refusal ("menus: expected …") in the office's words. */
function menuError(message: string): string {
  const reason = /^menus: expected (.*)$/.exec(message)?.[1];
  return reason ? `The menus were not saved: ${reason}.` : message;
}
