import { useLoaderData } from 'react-router';
import { projects, site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { PortfolioGrid } from '../../sections/portfolio-grid';

export const meta = () =>
  buildMeta({
    name: 'Portfolio 2 Columns',
    description: `Selected ${site.name} projects in a 2-column grid: public buildings, healthcare, hospitality, retail and homes.`,
    path: '/portfolio/2-columns',
  });

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

export default function PortfolioTwoColumns() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Portfolio" crumb="Portfolio 2 Columns" />
      <PortfolioGrid projects={projects} columns={2} initialCount={INITIAL_COUNT} step={STEP} />
    </>
  );
}
