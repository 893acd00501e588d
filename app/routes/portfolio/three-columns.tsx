import { useLoaderData } from 'react-router';
import { projects, site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { PortfolioGrid } from '../../sections/portfolio-grid';

export const meta = () =>
  buildMeta({
    name: 'Portfolio 3 Columns',
    description: `Selected ${site.name} projects in a 3-column grid: public buildings, healthcare, hospitality, retail and homes.`,
    path: '/portfolio/3-columns',
  });

const INITIAL_COUNT = 6;
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

export default function PortfolioThreeColumns() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Portfolio" crumb="Portfolio 3 Columns" />
      <PortfolioGrid projects={projects} columns={3} initialCount={INITIAL_COUNT} step={STEP} />
    </>
  );
}
