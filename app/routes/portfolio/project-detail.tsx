import { BlockContent } from '../../components/block-content';
import { Picture } from '../../components/picture';
import { site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { itemsAfter, neighbours } from '../../lib/items-after';
import { buildMeta } from '../../lib/meta';
import { projectPath } from '../../lib/paths';
import { projectLd } from '../../lib/structured-data/project';
import { categoryLabel } from '../../lib/taxonomy-view';
import { contentOf } from '../../server/content.server';
import { detailOrRedirect } from '../../server/detail.server';
import { listsOf } from '../../server/taxonomy.server';
import type { Route } from './+types/project-detail';
import { ProjectGallery } from './project-gallery';
import { ProjectOverview } from './project-overview';
import { ProjectPager } from './project-pager';
import { RelatedProjects } from './related-projects';

const RELATED_COUNT = 3;

// Nothing on a project page needs script beyond the shell (the photos are plain pictures, the
// pager and the related cards plain links): served with islands, no React in the browser
// (decision 047).
export const handle: IslandsHandle = { islands: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const project = await detailOrRedirect(
    content,
    'projects',
    params.id,
    content.project,
    projectPath,
  );
  const [projects, lists] = await Promise.all([content.projects(), listsOf(context)]);
  const index = projects.findIndex((p) => p.slug === project.slug);
  const link = ({ slug, title }: { slug: string; title: string }) => ({ slug, title });
  const { previous, next } = neighbours(projects, index);
  return {
    project,
    // The category's words in the office's list (a rename shows on every project).
    category: categoryLabel(project.category, lists),
    previous: link(previous),
    next: link(next),
    related: itemsAfter(projects, index, RELATED_COUNT).map(({ slug, title, sector, image }) => ({
      slug,
      title,
      sector,
      image,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.project.title ?? 'Project',
    description: loaderData?.project.summary,
    path: projectPath(loaderData?.project.slug ?? ''),
    structuredData: import.meta.env.SSR && loaderData ? [projectLd(site, loaderData.project)] : [],
  });

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project, category, previous, next, related } = loaderData;
  return (
    <>
      {/* The whole title, wrapping at every width (issue 32: "Maple Street Kitchen..." was cut). */}
      <PageBanner title={project.title} crumb={project.title} />
      <article
        aria-labelledby="project-title"
        className="section container-site flex flex-col gap-12 lg:gap-16"
      >
        <Picture
          image={project.image}
          priority
          sizes="(min-width: 80rem) 76rem, 100vw"
          className="aspect-[16/9] w-full rounded-lg object-cover shadow-card"
        />
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div className="flex flex-col gap-6">
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-accent-text">
              <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
              {project.sector}
            </p>
            <h2 id="project-title" className="text-h2 text-fg">
              {project.title}
            </h2>
            <p className="text-xl leading-relaxed text-fg">{project.summary}</p>
            <BlockContent blocks={project.body} headingLevel="h3" />
            <ProjectGallery photos={project.gallery ?? []} />
          </div>
          <ProjectOverview
            items={[
              { term: 'Date', value: project.completedText },
              { term: 'Client', value: project.client },
              { term: 'Category', value: category },
              { term: 'Location', value: project.location },
            ]}
          />
        </div>
        <ProjectPager previous={previous} next={next} />
      </article>
      <RelatedProjects projects={related} />
    </>
  );
}
