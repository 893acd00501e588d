import type { Post, Project, Service } from '../content/types';

/**
 * The fields a card shows. Home routes pass content through their loaders
 * (pre-rendered into the HTML, not bundled as JS); trimming to card fields
 * keeps article bodies out of that payload.
 */
export const postCardData = ({
  slug,
  title,
  image,
  description,
  day,
  month,
  published,
  comments,
}: Post) => ({
  slug,
  title,
  image,
  description,
  day,
  month,
  published,
  comments,
});

/** See {@link postCardData}. */
export const projectCardData = ({ slug, title, sector, image }: Project) => ({
  slug,
  title,
  sector,
  image,
});

/**
 * A service for `ServiceCard`, whose prop is the whole `Service` type although
 * it reads neither the body nor the checklist; those are emptied so the
 * detail-page text stays out of the home pages' HTML.
 */
export const serviceCardData = (service: Service): Service => ({
  ...service,
  body: [],
  checklist: [],
});
