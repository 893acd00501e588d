/**
 * Every detail-page slug, in display order: the file names in content/ (the content step writes
 * them to generated/slugs.ts). Imported by client loaders to reject unknown slugs without a
 * request, so this module must stay tiny and import nothing else.
 */
import type { postSlugs, projectSlugs, serviceSlugs } from './generated/slugs';

export { contentLinks, postSlugs, projectSlugs, serviceSlugs, teamSlugs } from './generated/slugs';

export type ServiceSlug = (typeof serviceSlugs)[number];
export type ProjectSlug = (typeof projectSlugs)[number];
export type PostSlug = (typeof postSlugs)[number];
