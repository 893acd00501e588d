import { heroSlides, site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { postCardData, projectCardData, serviceCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { faqPageLd } from '../../lib/structured-data/faq-page';
import { withAuthorName } from '../../lib/taxonomy-view';
import { BlogSlider } from '../../sections/home/blog-slider';
import { FaqSection } from '../../sections/home/faq-section';
import { HeroSlider } from '../../sections/home/hero-slider';
import { PartnerLogos } from '../../sections/home/partner-logos';
import { PortfolioPreview } from '../../sections/home/portfolio-preview';
import { ServicesCarousel } from '../../sections/home/services-carousel';
import { PricingSection } from '../../sections/pricing-section';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import { listsOf } from '../../server/taxonomy.server';
import { siteOptions } from '../../site-options/current';
import { homeLayoutMeta } from '../../site-options/site-options';
import type { Route } from './+types/home-three';

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
  const lists = await listsOf(context);
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
    posts: posts.map((post) => withAuthorName(postCardData(post), post, lists)),
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
      <BlogSlider posts={posts} author={site.postAuthor} />
      <FaqSection faqs={homeFaqs} />
      <PortfolioPreview projects={projects} allTo="/portfolio/3-columns" />
      <PricingSection plans={plans} intro={pricingIntro} headingId="home-pricing-heading" />
      <ServicesCarousel services={services} getPath={servicePath} />
      <PartnerLogos partners={partners} />
      <TestimonialsCarousel headingId="home-testimonials-heading" items={testimonials} />
    </>
  );
}
