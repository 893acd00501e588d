import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { projectCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { type PortfolioColumns, PortfolioGrid } from '../../sections/portfolio-grid';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import { readSitePages } from '../../server/site-pages.server';
import type { Route } from './+types/portfolio-columns';

/**
 * The portfolio (/portfolio, in the columns the office picks: decision 056) and the three
 * fixed grids share this module (one route entry each). How many
 * projects each starts with and how many Load More adds, by column count.
 * The spec leaves the 4-column start open: only 8 projects exist, so starting
 * with 8 would leave nothing to load; 4 (one full row) gives 4, 6, then 8.
 */
const grids: Record<PortfolioColumns, { initialCount: number; step: number }> = {
  2: { initialCount: 4, step: 2 },
  3: { initialCount: 6, step: 2 },
  4: { initialCount: 4, step: 2 },
};

/** Column count from a path like /portfolio/3-columns; undefined for /portfolio itself. */
function columnsOf(pathname: string): PortfolioColumns | undefined {
  const columns = Number(pathname.match(/\/portfolio\/(\d)-columns/)?.[1]);
  if (Number.isNaN(columns) || columns === 0) return undefined;
  return columns === 2 || columns === 4 ? columns : 3;
}

// Load More is an island (app/islands/portfolio-grid.ts): served with islands, no React in the
// browser (decision 047).
export const handle: IslandsHandle = { islands: true };

// Runs at build time: only the card fields reach the browser.
export async function loader({ request, context }: Route.LoaderArgs) {
  const fixed = columnsOf(new URL(request.url).pathname);
  const columns = fixed ?? (await readSitePages(context)).portfolioColumns;
  const projects = (await contentOf(context).projects()).map(projectCardData);
  const intro = await pageIntro(context, 'portfolio', { count: projects.length, columns });
  return { columns, isOwnLayout: fixed === undefined, ...grids[columns], projects, intro };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData.isOwnLayout
    ? buildMeta({
        name: 'Portfolio',
        description: loaderData.intro.description,
        path: '/portfolio',
      })
    : buildMeta({
        name: `Portfolio ${loaderData.columns} Columns`,
        description: loaderData.intro.description,
        path: `/portfolio/${loaderData.columns}-columns`,
      });

export default function PortfolioColumnsPage({ loaderData }: Route.ComponentProps) {
  const { columns, isOwnLayout, initialCount, step, projects, intro } = loaderData;
  return (
    <>
      <PageBanner
        title="Portfolio"
        crumb={isOwnLayout ? 'Portfolio' : `Portfolio ${columns} Columns`}
      />
      <PortfolioGrid
        projects={projects}
        columns={columns}
        initialCount={initialCount}
        step={step}
        intro={intro}
      />
    </>
  );
}
