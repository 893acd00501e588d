/** Fixed text that every blog post page and the blog sidebar share. */
import { site } from './site';
import type { PostExtras } from './types';

export const blogExtras = {
  authorBio: `Our editorial desk gathers field notes from site managers, estimators and architects across ${site.shortName}, so every article comes from people who build for a living.`,
  tags: ['Innovation', 'Insights', 'Resources', 'Tips', 'Trends'],
} as const satisfies PostExtras;
