import type { Project } from '../../content/types';
import { projectPath } from '../paths';
import { type JsonLdNode, organizationRef, type SiteFacts, siteUrl } from './json-ld';

/** A portfolio project as a `CreativeWork` by the company: sector, category, location and date. */
export function projectLd(
  facts: SiteFacts,
  project: Pick<
    Project,
    'slug' | 'title' | 'summary' | 'sector' | 'category' | 'image' | 'location' | 'completed'
  >,
): JsonLdNode {
  const url = siteUrl(facts, projectPath(project.slug));
  return {
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.title,
    description: project.summary,
    url,
    image: siteUrl(facts, project.image.src),
    genre: project.sector,
    keywords: project.category,
    creator: organizationRef(facts),
    locationCreated: { '@type': 'Place', name: project.location },
    dateCreated: project.completed,
  };
}
