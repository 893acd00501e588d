import { lazyOnVisible } from '../../browser/lazy-on-visible';
import { heroSlides, site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { postCardData, projectCardData, serviceCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { faqPageLd } from '../../lib/structured-data/faq-page';
import { HeroSlider } from '../../sections/home/hero-slider';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import { siteOptions } from '../../site-options/current';
import { homeLayoutMeta } from '../../site-options/site-options';
import type { Route } from './+types/home-three';

// Blocks below the banner load their code as they scroll near (see lazyOnVisible).
const DeferredBlogSlider = lazyOnVisible('blog-slider', () =>
  import('../../sections/home/blog-slider').then((module) => module.BlogSlider),
);
const DeferredFaqSection = lazyOnVisible('faq-section', () =>
  import('../../sections/home/faq-section').then((module) => module.FaqSection),
);
const DeferredPartnerLogos = lazyOnVisible('partner-logos', () =>
  import('../../sections/home/partner-logos').then((module) => module.PartnerLogos),
);
const DeferredPortfolioPreview = lazyOnVisible('portfolio-preview', () =>
  import('../../sections/home/portfolio-preview').then((module) => module.PortfolioPreview),
);
const DeferredPricingSection = lazyOnVisible('pricing-section', () =>
  import('../../sections/pricing-section').then((module) => module.PricingSection),
);
const DeferredServicesCarousel = lazyOnVisible('services-carousel', () =>
  import('../../sections/home/services-carousel').then((module) => module.ServicesCarousel),
);
const DeferredTestimonialsCarousel = lazyOnVisible('testimonials-carousel', () =>
  import('../../sections/testimonials-carousel').then((module) => module.TestimonialsCarousel),
);

// Served with islands, no React in the browser (decision 047): each moving part (carousels,
// ticker, counters, dialogs, lists) starts through its island in app/islands/; the rest is links.
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    // At `/` when the brand file makes it the home page, else at /home-three (site-options.ts).
    ...homeLayoutMeta('home-three', 'Home Three', siteOptions),
    description: `${site.name}: modern spaces, honest pricing and answers to the questions clients ask before building.`,
    structuredData: import.meta.env.SSR && loaderData ? [faqPageLd(loaderData.homeFaqs)] : [],
  });

// Collections reach the page through the loader (pre-rendered data, not bundled JS).
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const [posts, projects, services, faqs, plans, partners, testimonials] = await Promise.all([
    content.recentPosts(4),
    content.projects(),
    content.services(),
    content.document('faqs'),
    content.document('plans'),
    content.document('partners'),
    content.testimonials(),
  ]);
  return {
    posts: posts.map(postCardData),
    projects: projects.slice(0, 4).map(projectCardData),
    services: services.map(serviceCardData),
    heroSlides,
    homeFaqs: faqs.homeFaqs,
    plans: plans.plans,
    // The pricing section says what the pricing page says above the same plans.
    pricingIntro: await pageIntro(context, 'pricingPlans', { count: plans.plans.length }),
    partners: partners.partners,
    testimonials,
  };
}

export default function HomeThree({ loaderData }: Route.ComponentProps) {
  const { posts, projects, services, heroSlides, homeFaqs, plans, pricingIntro } = loaderData;
  const { partners, testimonials } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} discoverTo="/about-us" eyebrow={site.name} />
      <DeferredBlogSlider posts={posts} author={site.postAuthor} />
      <DeferredFaqSection faqs={homeFaqs} />
      <DeferredPortfolioPreview projects={projects} allTo="/portfolio/3-columns" />
      <DeferredPricingSection plans={plans} intro={pricingIntro} headingId="home-pricing-heading" />
      <DeferredServicesCarousel services={services} getPath={servicePath} />
      <DeferredPartnerLogos partners={partners} />
      <DeferredTestimonialsCarousel headingId="home-testimonials-heading" items={testimonials} />
    </>
  );
}
