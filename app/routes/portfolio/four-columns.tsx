import { useLoaderData } from 'react-router';
import { projects, site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { PortfolioGrid } from '../../sections/portfolio-grid';

export const meta = () =>
  buildMeta({
    name: 'Portfolio 4 Columns',
    description: `Selected ${site.name} projects in a 4-column grid: public buildings, healthcare, hospitality, retail and homes.`,
    path: '/portfolio/4-columns',
  });

// The spec leaves this start open. Only 8 projects exist, so starting with 8 would leave
// nothing to load; 4 (one full row of four) keeps Load More meaningful: 4, 6, then 8.
const INITIAL_COUNT = 4;
const STEP = 2;

// Runs at build time: only the card fields reach the browser.
export async function loader() {
  return {
    projects: projects.map(({ slug, title, sector, image, category }) => ({
      slug,
      title,
      sector,
      image,
      category,
    })),
  };
}

export default function PortfolioFourColumns() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Portfolio" crumb="Portfolio 4 Columns" />
      <PortfolioGrid projects={projects} columns={4} initialCount={INITIAL_COUNT} step={STEP} />
    </>
  );
}
