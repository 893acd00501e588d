import { useLoaderData } from 'react-router';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { projectCardData } from '../lib/card-data';
import { GALLERY_MAX_ITEMS } from '../lib/gallery-filter';
import { buildMeta } from '../lib/meta';
import { FilterableGallery } from '../sections/filterable-gallery';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import { listsOf } from '../server/taxonomy.server';
import type { Route } from './+types/gallery';

// The filter is an island (app/islands/gallery-filter.ts): served with islands, no React in the
// browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({ name: 'Gallery', description: loaderData?.intro.description, path: '/gallery' });

// Only the card fields of the gallery's items reach the browser.
export async function loader({ context }: Route.LoaderArgs) {
  const [projects, lists] = await Promise.all([contentOf(context).projects(), listsOf(context)]);
  const shown = projects.slice(0, GALLERY_MAX_ITEMS);
  return {
    // The office's categories: the filters' toggles (docs/decisions/055).
    categories: lists.categories,
    projects: shown.map((project) => ({ ...projectCardData(project), category: project.category })),
    intro: await pageIntro(context, 'gallery', { count: shown.length }),
  };
}

export default function Gallery() {
  const { projects, intro, categories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Gallery" />
      <FilterableGallery projects={projects} intro={intro} categories={categories} />
    </>
  );
}
