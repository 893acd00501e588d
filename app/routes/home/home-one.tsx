import {
  counters,
  posts,
  projects,
  projectsCompleted,
  services,
  site,
  siteArt,
  skills,
  testimonials,
} from '../../content';
import { postCardData, projectCardData, serviceCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { projectPath, servicePath } from '../../lib/paths';
import { AboutSection } from '../../sections/about-section';
import { ExperienceBlock } from '../../sections/experience-block';
import { HomeBanner } from '../../sections/home-banner';
import { LatestPosts } from '../../sections/latest-posts';
import { PortfolioCarousel } from '../../sections/portfolio-carousel';
import { PortfolioTicker } from '../../sections/portfolio-ticker';
import { ServicesCarousel } from '../../sections/services-carousel';
import { StatsBand } from '../../sections/stats-band';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';
import { VideoSection } from '../../sections/video-section';
import { WhyChooseUs } from '../../sections/why-choose-us';
import type { Route } from './+types/home-one';

export const meta = () => buildMeta({ path: '/' });

// Collections reach the page through the loader: it runs at build time, so the
// data is in the pre-rendered HTML and the collections stay out of the JS bundle.
export async function loader() {
  return {
    tickerItems: projects.map((project) => ({
      label: project.title.split(' ')[0] ?? project.title,
      to: projectPath(project.slug),
    })),
    services: services.map(serviceCardData),
    projects: projects.map(projectCardData),
    posts: posts.slice(0, 3).map(postCardData),
  };
}

export default function HomeOne({ loaderData }: Route.ComponentProps) {
  const { tickerItems, services, projects, posts } = loaderData;
  return (
    <>
      <HomeBanner
        eyebrow="Build with confidence"
        heading="Building Construction Solutions"
        text="Homes, workplaces and public buildings planned, designed and built by one accountable team, on time and on budget."
        image={siteArt.hero}
        primary={{ label: 'Get Started', to: '/request-quote' }}
        secondary={{ label: 'Our Services', to: '/services' }}
        proof={{ value: site.reviewsClaim, label: 'Client reviews' }}
      />
      <AboutSection
        headingId="home-about-heading"
        image={siteArt.about}
        eyebrow="About Our Company"
        heading="Innovative Solutions for Complex Projects"
        text={site.about.intro}
        items={['Modern Technology', 'Experience Engineers']}
        counters={counters.slice(0, 3)}
        cta={{ label: 'All Services', to: '/about-us' }}
        link={{ label: 'Discover more', to: '/about-us' }}
        video={{ title: site.video.title, embedSrc: site.video.embedSrc }}
      />
      <PortfolioTicker items={tickerItems} />
      <ServicesCarousel services={services} getPath={servicePath} />
      <VideoSection
        headingId="home-video-heading"
        poster={siteArt.videoPoster}
        videoTitle={site.video.title}
        embedSrc={site.video.embedSrc}
        watchHref={site.video.watchHref}
        eyebrow="Watch the film"
        heading="From groundbreaking to handover in three minutes"
        text="Follow one of our crews through a year on site: the planning, the pours, the long days and the moment the keys change hands."
      />
      <WhyChooseUs
        image={siteArt.whyChoose}
        text="Clients come back because we keep the promises that matter: one fixed price, a site manager who answers the phone and work we warranty for ten years."
        counters={[counters[0], counters[3]]}
        skills={skills}
        quoteTo="/request-quote"
      />
      <PortfolioCarousel projects={projects} />
      <StatsBand highlight={projectsCompleted} stats={counters} />
      <ExperienceBlock
        image={siteArt.experience}
        foundedYear={site.foundedYear}
        currentYear={site.copyrightYear}
        quoteTo="/request-quote"
        points={[
          'Fixed, itemised quotes',
          'One site manager per project',
          'Weekly written updates',
          '10-year workmanship warranty',
        ]}
      />
      <TestimonialsCarousel
        headingId="home-testimonials-heading"
        items={testimonials.slice(0, 4)}
      />
      <LatestPosts posts={posts} month={site.postMonth} author={site.postAuthor} />
    </>
  );
}
