import { heroSlides, site, siteArt } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { postCardData, projectCardData } from '../../lib/card-data';
import { itemsAt } from '../../lib/items-after';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { withAuthorName } from '../../lib/taxonomy-view';
import { AboutSection } from '../../sections/about-section';
import { CountersBand } from '../../sections/counters-band';
import { CtaBand } from '../../sections/cta-band';
import { AwardsList } from '../../sections/home/awards-list';
import { Certifications } from '../../sections/home/certifications';
import { HeroSlider } from '../../sections/home/hero-slider';
import { LatestPosts } from '../../sections/home/latest-posts';
import { PortfolioCarousel } from '../../sections/home/portfolio-carousel';
import { ProcessSteps } from '../../sections/home/process-steps';
import { ServiceHoverList } from '../../sections/home/service-hover-list';
import { WhyChooseUs } from '../../sections/home/why-choose-us';
import { contentOf } from '../../server/content.server';
import { listsOf } from '../../server/taxonomy.server';
import { siteOptions } from '../../site-options/current';
import { homeLayoutMeta } from '../../site-options/site-options';
import type { Route } from './+types/home-two';

// Served with islands, no React in the browser (decision 047): each moving part (carousels,
// ticker, counters, dialogs, lists) starts through its island in app/islands/; the rest is links.
export const handle: IslandsHandle = { islands: true };

export const meta = () =>
  buildMeta({
    // At `/` when the brand file makes it the home page, else at /home-two (site-options.ts).
    ...homeLayoutMeta('home-two', 'Home Two', siteOptions),
    description: `${site.name}: quality projects built with integrity, from the first consultation to the final review.`,
  });

// Collections reach the page through the loader (pre-rendered data, not bundled JS).
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const lists = await listsOf(context);
  const [services, projects, posts, stats, process, certifications, awards] = await Promise.all([
    content.services(),
    content.projects(),
    content.recentPosts(4),
    content.document('stats'),
    content.document('process'),
    content.document('certifications'),
    content.document('awards'),
  ]);
  const { counters, skills } = stats;
  const { processSteps } = process;
  return {
    services: services.slice(0, 4).map(({ slug, number, icon, title, description, image }) => ({
      slug,
      number,
      icon,
      title,
      description,
      image,
    })),
    projects: projects.map(projectCardData),
    posts: posts.map((post) => withAuthorName(postCardData(post), post, lists)),
    art: siteArt,
    heroSlides,
    counters,
    skills,
    processSteps,
    certifications: certifications.certifications,
    awards: awards.awards,
  };
}

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  const {
    services,
    projects,
    posts,
    art,
    heroSlides,
    counters,
    skills,
    processSteps,
    certifications,
    awards,
  } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} discoverTo="/about-us" eyebrow={site.name} />
      <AboutSection
        headingId="home-about-heading"
        image={art.about}
        eyebrow="About Our Company"
        heading="Innovative Solutions for Complex Projects"
        text={site.about.intro}
        items={['Modern Technology', 'Experience Engineers']}
        counters={counters.slice(0, 3)}
        cta={{ label: 'All Services', to: '/about-us' }}
        video={{ title: site.video.title, embedSrc: site.video.embedSrc }}
      />
      <CountersBand counters={counters} />
      <ServiceHoverList services={services} getPath={servicePath} />
      <WhyChooseUs
        image={art.whyChoose}
        text="Clients come back because we keep the promises that matter: one fixed price, a site manager who answers the phone and work we warranty for ten years."
        counters={itemsAt(counters, 0, 3)}
        skills={skills}
        quoteTo="/request-quote"
      />
      <ProcessSteps steps={processSteps} />
      <PortfolioCarousel projects={projects} />
      <Certifications items={certifications} />
      <AwardsList awards={awards} />
      <LatestPosts posts={posts} author={site.postAuthor} />
      <CtaBand
        id="appointment-heading"
        eyebrow="Visit our studio"
        heading="Book an appointment with our team"
        text="Sit down with an architect and a project manager, bring your sketches, and leave with a clear next step."
        buttonLabel="Book an Appointment"
        to="/contact-us"
      />
    </>
  );
}
