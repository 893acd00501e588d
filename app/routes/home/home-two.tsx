import {
  awards,
  certifications,
  counters,
  heroSlides,
  posts,
  processSteps,
  projects,
  services,
  site,
  siteArt,
  skills,
} from '../../content';
import { postCardData, projectCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { AboutSection } from '../../sections/about-section';
import { AwardsList } from '../../sections/awards-list';
import { Certifications } from '../../sections/certifications';
import { CountersBand } from '../../sections/counters-band';
import { CtaBand } from '../../sections/cta-band';
import { HeroSlider } from '../../sections/hero-slider';
import { LatestPosts } from '../../sections/latest-posts';
import { PortfolioCarousel } from '../../sections/portfolio-carousel';
import { ProcessSteps } from '../../sections/process-steps';
import { ServiceHoverList } from '../../sections/service-hover-list';
import { WhyChooseUs } from '../../sections/why-choose-us';
import type { Route } from './+types/home-two';

export const meta = () =>
  buildMeta({
    name: 'Home Two',
    description: `${site.name}: quality projects built with integrity, from the first consultation to the final review.`,
    path: '/home-two',
  });

// Collections reach the page through the loader (pre-rendered data, not bundled JS).
export async function loader() {
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
    posts: posts.slice(0, 4).map(postCardData),
  };
}

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  const { services, projects, posts } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} discoverTo="/about-us" eyebrow="Corbel Construction" />
      <AboutSection
        headingId="home-about-heading"
        image={siteArt.about}
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
        image={siteArt.whyChoose}
        text="Clients come back because we keep the promises that matter: one fixed price, a site manager who answers the phone and work we warranty for ten years."
        counters={[counters[0], counters[3]]}
        skills={skills}
        quoteTo="/request-quote"
      />
      <ProcessSteps steps={processSteps} />
      <PortfolioCarousel projects={projects} />
      <Certifications items={certifications} />
      <AwardsList awards={awards} />
      <LatestPosts posts={posts} month={site.postMonth} author={site.postAuthor} />
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
