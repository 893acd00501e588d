import { site, siteArt } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { postCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { postPath, projectPath } from '../../lib/paths';
import { withAuthorName } from '../../lib/taxonomy-view';
import { CtaBand } from '../../sections/cta-band';
import { ConsultingSection } from '../../sections/home/consulting-section';
import { HomeBanner } from '../../sections/home/home-banner';
import { IndustrySection } from '../../sections/home/industry-section';
import { NewsSection } from '../../sections/home/news-section';
import { contentOf } from '../../server/content.server';
import { listsOf } from '../../server/taxonomy.server';
import { siteOptions } from '../../site-options/current';
import { homeLayoutMeta } from '../../site-options/site-options';
import type { Route } from './+types/home-four';

// Served with islands, no React in the browser (decision 047): each moving part (carousels,
// ticker, counters, dialogs, lists) starts through its island in app/islands/; the rest is links.
export const handle: IslandsHandle = { islands: true };

export const meta = () =>
  buildMeta({
    // At `/` when the brand file makes it the home page, else at /home-four (site-options.ts).
    ...homeLayoutMeta('home-four', 'Home Four', siteOptions),
    description: `${site.name} digital architecture: custom designs, interior plans and consulting for every kind of building.`,
  });

/** Sectors in the scrolling rows, each leading to a fitting project. */
const categories = [
  { label: 'Residential', to: projectPath('luxury-home-renovation') },
  { label: 'Architecture', to: projectPath('modern-architecture') },
  { label: 'Community', to: projectPath('community-center') },
  { label: 'Healthcare', to: projectPath('healthcare-facility') },
  { label: 'Seaside Resort', to: projectPath('seaside-resort-expansion') },
  { label: 'Modern', to: projectPath('modern-architecture') },
];

// Posts reach the page through the loader (pre-rendered data, not bundled JS).
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const lists = await listsOf(context);
  const [posts, stats] = await Promise.all([content.recentPosts(3), content.document('stats')]);
  return {
    posts: posts.map((post) => withAuthorName(postCardData(post), post, lists)),
    art: siteArt,
    consultingCounter: stats.consultingCounter,
  };
}

export default function HomeFour({ loaderData }: Route.ComponentProps) {
  const { posts, art, consultingCounter } = loaderData;
  return (
    <>
      <HomeBanner
        eyebrow="Digital architecture"
        heading="Design it digitally, build it once"
        text={`Every ${site.shortName} project is modelled in 3D before the first order is placed, so you can walk through your building, change your mind and approve a price with no surprises.`}
        image={art.experience}
        primary={{ label: 'Free Consultation', to: '/request-quote' }}
        secondary={{ label: 'See Our Work', to: '/portfolio/3-columns' }}
      />
      <IndustrySection
        image={art.industry}
        eyebrow="Industry"
        heading="Architecture that starts on screen"
        text="Our architects and engineers share one live model, so clashes are solved at the desk instead of on site."
        features={[
          {
            title: 'Custom Designs',
            text: 'Layouts, facades and details drawn around your site, your budget and the way you use a building.',
          },
          {
            title: 'Interior Plans',
            text: 'Furniture, lighting and finishes planned to the centimetre, with photoreal views before anything is bought.',
          },
        ]}
        cta={{ label: 'Contact Us', to: '/contact-us' }}
      />
      <ConsultingSection
        counter={consultingCounter}
        heading="Consulting for every kind of building"
        text="From family homes to hospitals, we advise owners on feasibility, budgets and design before they commit."
        categories={categories}
      />
      <NewsSection posts={posts} author={site.postAuthor} getPath={postPath} />
      <CtaBand
        id="consultation-heading"
        eyebrow="Start with a conversation"
        heading="Get a free consultation for your project"
        text="Share your plans and an architect will come back within two working days with ideas, a rough budget and a timeline."
        buttonLabel="Free Consultation"
        to="/request-quote"
      />
    </>
  );
}
