import {
  getPostBySlug,
  getProjectBySlug,
  getServiceBySlug,
  heroSlides,
  posts,
  projects,
  services,
  siteArt,
  timeline,
} from '../content';
import type { Image } from '../content/types';
import { blogGrid, blogStandard, type PostListing } from '../lib/blog-listings';

/** What a page's share card shows besides its title. */
export interface PageCard {
  /** The page's own illustration. */
  art: Image;
  /** A short line above the title; none on plain pages. */
  kicker?: string;
}

/**
 * The picture of each screen that is not a content item: the one it leads with where it has one,
 * else a site illustration that suits it and reads well cropped to the card's panel.
 */
const screenArt: Record<string, Image> = {
  '/': siteArt.hero,
  '/home-two': heroSlides[0].image,
  '/home-three': heroSlides[0].image,
  '/home-four': siteArt.experience,
  '/about-us': siteArt.about,
  '/history': timeline[0]?.image ?? siteArt.about,
  '/services': services[0]?.image ?? siteArt.industry,
  '/testimonial': heroSlides[0].image,
  '/pricing-plans': siteArt.industry,
  '/faq': siteArt.videoPoster,
  '/team': siteArt.whyChoose,
  '/team-two': siteArt.whyChoose,
  '/team-three': siteArt.whyChoose,
  '/request-quote': heroSlides[1].image,
  '/gallery': projects[0]?.image ?? siteArt.hero,
  '/portfolio/2-columns': projects[0]?.image ?? siteArt.hero,
  '/portfolio/3-columns': projects[0]?.image ?? siteArt.hero,
  '/portfolio/4-columns': projects[0]?.image ?? siteArt.hero,
  '/contact-us': siteArt.contact,
  '/404-error': siteArt.notFound,
};

/** A post list page (`/blog`, `/blog/page/2` …) leads with its first post's picture. */
function listingArt(listing: PostListing, path: string): Image | undefined {
  const match = path.match(new RegExp(`^${listing.basePath}(?:/page/(\\d+))?$`));
  if (!match) return undefined;
  const page = Number(match[1] ?? 1);
  return posts[(page - 1) * listing.pageSize]?.image;
}

/** The card of a page: a post, service or project shows its own picture; other screens theirs. */
export function pageCard(path: string): PageCard {
  const [, section, slug = ''] = path.match(/^\/(blog|services|portfolio)\/([^/]+)$/) ?? [];
  const post = section === 'blog' ? getPostBySlug(slug) : undefined;
  if (post) return { art: post.image, kicker: `Blog · ${post.day} ${post.month}` };
  const service = section === 'services' ? getServiceBySlug(slug) : undefined;
  if (service) return { art: service.image, kicker: `Service ${service.number}` };
  const project = section === 'portfolio' ? getProjectBySlug(slug) : undefined;
  if (project) return { art: project.image, kicker: `Portfolio · ${project.sector}` };
  const art =
    screenArt[path] ?? listingArt(blogGrid, path) ?? listingArt(blogStandard, path) ?? siteArt.hero;
  return { art };
}
