/**
 * Every detail-page slug, in display order. Imported by client loaders to reject unknown
 * slugs without a request, so this module must stay tiny and import nothing.
 */
export const serviceSlugs = [
  'flooring-installation',
  'building-architecture',
  'interior-design',
  'house-renovation',
  'foundation-repair',
  'construction-planning',
] as const;

export const projectSlugs = [
  'community-center',
  'healthcare-facility',
  'seaside-resort-expansion',
  'urban-mall-development',
  'modern-architecture',
  'industrial-warehouse',
  'luxury-home-renovation',
  'historic-restoration',
] as const;

/** Newest first. */
export const postSlugs = [
  'key-steps-to-ensure-a-smooth-building-process',
  'how-weather-can-impact-a-construction-project',
  'how-to-choose-the-perfect-construction-company',
  'top-mistakes-to-avoid-during-home-renovation',
  'how-to-maximize-space-in-your-commercial-building',
  'the-future-of-smart-homes-in-construction',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type ProjectSlug = (typeof projectSlugs)[number];
export type PostSlug = (typeof postSlugs)[number];
