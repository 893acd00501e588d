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
 * Every pre-rendered URL grouped by the route modules it boots with, in URL order: the first
 * URL of each group stands for the group in the full browser visit. A page with islands is a
 * group of its own.
 */
export function routesByModule(routes = prerenderedRoutes()): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const route of routes) {
    const html = builtHtml(route);
    const modules = routeModulesOf(html);
    // A page with islands (decision 047) boots no route modules: it stands for itself.
    const isIslandsPage = html.includes('data-islands-boot=');
    if (modules.length === 0 && !isIslandsPage) {
      throw new Error(`${route}: no route modules in its boot script`);
    }
    const key = isIslandsPage ? `islands ${route}` : modules.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return groups;
}
