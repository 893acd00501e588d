import {
  heroSlides,
  homeFaqs,
  partners,
  plans,
  posts,
  projects,
  services,
  site,
  testimonials,
} from '../../content';
import { postCardData, projectCardData, serviceCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { BlogSlider } from '../../sections/blog-slider';
import { FaqSection } from '../../sections/faq-section';
import { HeroSlider } from '../../sections/hero-slider';
import { PartnerLogos } from '../../sections/partner-logos';
import { PortfolioPreview } from '../../sections/portfolio-preview';
import { PricingSection } from '../../sections/pricing-section';
import { ServicesCarousel } from '../../sections/services-carousel';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';
import type { Route } from './+types/home-three';

export const meta = () =>
  buildMeta({
    name: 'Home Three',
    description: `${site.name}: modern spaces, honest pricing and answers to the questions clients ask before building.`,
    path: '/home-three',
  });

// Collections reach the page through the loader (pre-rendered data, not bundled JS).
export async function loader() {
  return {
    posts: posts.slice(0, 4).map(postCardData),
    projects: projects.slice(0, 4).map(projectCardData),
    services: services.map(serviceCardData),
  };
}

export default function HomeThree({ loaderData }: Route.ComponentProps) {
  const { posts, projects, services } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} discoverTo="/about-us" eyebrow="Corbel Construction" />
      <BlogSlider posts={posts} month={site.postMonth} author={site.postAuthor} />
      <FaqSection faqs={homeFaqs} />
      <PortfolioPreview projects={projects} allTo="/portfolio/3-columns" />
      <PricingSection plans={plans} headingId="home-pricing-heading" />
      <ServicesCarousel services={services} getPath={servicePath} />
      <PartnerLogos partners={partners} />
      <TestimonialsCarousel headingId="home-testimonials-heading" items={testimonials} />
    </>
  );
}
