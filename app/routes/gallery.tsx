import { useLoaderData } from 'react-router';
import { site } from '../content';
import { PageBanner } from '../layout/page-banner';
import { projectCardData } from '../lib/card-data';
import { GALLERY_MAX_ITEMS } from '../lib/gallery-filter';
import { buildMeta } from '../lib/meta';
import { FilterableGallery } from '../sections/filterable-gallery';
import { contentOf } from '../server/content.server';
import type { Route } from './+types/gallery';

export const meta = () =>
  buildMeta({
    name: 'Gallery',
    description: `Browse recent ${site.name} projects and filter them by marketing, business and corporate clients.`,
    path: '/gallery',
  });

// Only the card fields of the gallery's items reach the browser.
export async function loader({ context }: Route.LoaderArgs) {
  const projects = await contentOf(context).projects();
  return {
    projects: projects.slice(0, GALLERY_MAX_ITEMS).map((project) => ({
      ...projectCardData(project),
      category: project.category,
    })),
  };
}

export default function Gallery() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Gallery" />
      <FilterableGallery projects={projects} />
    </>
  );
}
