import { builtHtml, suffixOf, titlesOf } from './html';
import { prerenderedRoutes } from './routes';

/** The home page's title (the spec's words; every other page adds the site suffix). */
export const HOME_TITLE = 'Construction Company';

/** Every pre-rendered route and the title its built HTML carries. */
export const builtTitles = new Map(
  prerenderedRoutes().map((route) => [route, titlesOf(builtHtml(route))[0] ?? '']),
);

/** The brand suffix, read from the build, not hard-coded: the most common ` | …` ending. */
export const siteSuffix = (() => {
  const counts = new Map<string, number>();
  for (const [route, title] of builtTitles) {
    if (route === '/') continue;
    const suffix = suffixOf(title);
    if (suffix) counts.set(suffix, (counts.get(suffix) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
})();
