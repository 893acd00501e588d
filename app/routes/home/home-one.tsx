import { site, siteArt } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { postCardData, projectCardData, serviceCardData } from '../../lib/card-data';
import { itemsAt } from '../../lib/items-after';
import { buildMeta } from '../../lib/meta';
import { projectPath, servicePath } from '../../lib/paths';
import { useSiteYear } from '../../lib/site-year';
import { withAuthorName } from '../../lib/taxonomy-view';
import { AboutSection } from '../../sections/about-section';
import { ExperienceBlock } from '../../sections/home/experience-block';
import { HomeBanner } from '../../sections/home/home-banner';
import { LatestPosts } from '../../sections/home/latest-posts';
import { PortfolioCarousel } from '../../sections/home/portfolio-carousel';
import { PortfolioTicker } from '../../sections/home/portfolio-ticker';
import { ServicesCarousel } from '../../sections/home/services-carousel';
import { StatsBand } from '../../sections/home/stats-band';
import { WhyChooseUs } from '../../sections/home/why-choose-us';
import { TestimonialsCarousel } from '../../sections/testimonials-carousel';
import { VideoSection } from '../../sections/video-section';
import { contentOf } from '../../server/content.server';
import { listsOf } from '../../server/taxonomy.server';
import { siteOptions } from '../../site-options/current';
import { homeLayoutMeta } from '../../site-options/site-options';
import type { Route } from './+types/home-one';

// Served with islands, no React in the browser (decision 047): each moving part (carousels,
// ticker, counters, dialogs, lists) starts through its island in app/islands/; the rest is links.
export const handle: IslandsHandle = { islands: true };

export const meta = () => buildMeta(homeLayoutMeta('home-one', 'Home One', siteOptions));

// Collections reach the page through the loader: it runs at build time, so the
// data is in the pre-rendered HTML and the collections stay out of the JS bundle.
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const lists = await listsOf(context);
  const [projects, services, posts, stats, testimonials] = await Promise.all([
    content.projects(),
    content.services(),
    content.recentPosts(3),
    content.document('stats'),
    content.testimonials(),
  ]);
  const { counters, projectsCompleted, skills, reviewsBadge, experience } = stats;
  return {
    tickerItems: projects.map((project) => ({
      label: project.title.split(' ')[0] ?? project.title,
      to: projectPath(project.slug),
    })),
    services: services.map(serviceCardData),
    projects: projects.map(projectCardData),
    posts: posts.map((post) => withAuthorName(postCardData(post), post, lists)),
    art: siteArt,
    counters,
    projectsCompleted,
    skills,
    reviewsBadge,
    experience,
    testimonials: testimonials.slice(0, 4),
  };
}

export default function HomeOne({ loaderData }: Route.ComponentProps) {
  const {
    tickerItems,
    services,
    projects,
    posts,
    art,
    counters,
    projectsCompleted,
    skills,
    reviewsBadge,
    experience,
    testimonials,
  } = loaderData;
  // The year the footer shows too: the page's render year, so HTML and hydration agree.
  const year = useSiteYear();
  return (
    <>
      <HomeBanner
        eyebrow="Build with confidence"
        heading="Building Construction Solutions"
        text="Homes, workplaces and public buildings planned, designed and built by one accountable team, on time and on budget."
        image={art.hero}
        primary={{ label: 'Get Started', to: '/request-quote' }}
        secondary={{ label: 'Our Services', to: '/services' }}
        proof={reviewsBadge ?? undefined}
      />
      <AboutSection
        headingId="home-about-heading"
        image={art.about}
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
        poster={art.videoPoster}
        videoTitle={site.video.title}
        embedSrc={site.video.embedSrc}
        watchHref={site.video.watchHref}
        eyebrow="Watch the film"
        heading="From groundbreaking to handover in three minutes"
        text="Follow one of our crews through a year on site: the planning, the pours, the long days and the moment the keys change hands."
      />
      <WhyChooseUs
        image={art.whyChoose}
        text="Clients come back because we keep the promises that matter: one fixed price, a site manager who answers the phone and work we warranty for ten years."
        counters={itemsAt(counters, 0, 3)}
        skills={skills}
        quoteTo="/request-quote"
      />
      <PortfolioCarousel projects={projects} />
      <StatsBand highlight={projectsCompleted} stats={counters} />
      <ExperienceBlock
        image={art.experience}
        foundedYear={site.foundedYear}
        currentYear={year}
        quoteTo="/request-quote"
        claim={experience}
      />
      <TestimonialsCarousel headingId="home-testimonials-heading" items={testimonials} />
      <LatestPosts posts={posts} author={site.postAuthor} />
    </>
  );
}
