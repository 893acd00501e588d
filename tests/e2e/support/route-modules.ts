import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../../../app/routes';
import { builtHtml } from './html';
import { prerenderedRoutes } from './routes';

/**
 * The route module files a pre-rendered page boots with, from its boot script's
 * `import * as routeN from "/assets/…"` lines (root first). Two URLs with the same list run the
 * same code: only their loader data differs.
 */
export function routeModulesOf(html: string): string[] {
  const modules = [...html.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((m) => m[1]);
  return modules.filter((module): module is string => Boolean(module));
}

/**
 * The route a page with islands (decision 047) renders, from the root's `data-route` on <body>
 * (e.g. `routes/portfolio/project-detail`); undefined for a React page.
 */
export function islandsRouteOf(html: string): string | undefined {
  if (!html.includes('data-islands-boot=')) return undefined;
  return /<body[^>]*\sdata-route="([^"]+)"/.exec(html)?.[1];
}

/**
 * The route module file of each route id in the route table (app/routes.ts): an id given in the
 * table (`blog-grid-page`, `portfolio-3-columns`) or React Router's default, the file's path
 * without its extension.
 */
export function routeFilesById(entries: RouteConfigEntry[] = routeConfig): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    files.set(entry.id ?? entry.file.replace(/\.[jt]sx?$/, ''), entry.file);
    for (const [id, file] of routeFilesById(entry.children ?? [])) files.set(id, file);
  }
  return files;
}

/**
 * Every pre-rendered URL grouped by the route modules it boots with, in URL order: the first
 * URL of each group stands for the group in the full browser visit. A page with islands boots no
 * route modules: it is grouped by the route module file it renders (its `data-route` names the
 * route), so the detail pages of one route, and the routes that render one module with another
 * parameter (a blog list's later pages, the portfolio's 2, 3 and 4 columns), cost one full visit.
 */
export function routesByModule(routes = prerenderedRoutes()): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const files = routeFilesById();
  for (const route of routes) {
    const html = builtHtml(route);
    const modules = routeModulesOf(html);
    const isIslandsPage = html.includes('data-islands-boot=');
    const islandsRoute = islandsRouteOf(html);
    if (isIslandsPage && !islandsRoute) {
      throw new Error(`${route}: a page with islands names no data-route on its <body>`);
    }
    if (modules.length === 0 && !isIslandsPage) {
      throw new Error(`${route}: no route modules in its boot script`);
    }
    const key = islandsRoute
      ? `islands ${files.get(islandsRoute) ?? islandsRoute}`
      : modules.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return groups;
}
