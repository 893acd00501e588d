import { ClipboardCheck, Handshake, HardHat } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { site, siteArt } from '../content';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { itemsAt } from '../lib/items-after';
import { buildMeta } from '../lib/meta';
import { AboutSection } from '../sections/about-section';
import { CountersBand } from '../sections/counters-band';
import { TeamPreview } from '../sections/team-preview';
import { VideoSection } from '../sections/video-section';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/about-us';

// Served with islands, no React in the browser (decision 047): the counters and skill bars
// count up, and the video dialog gets its player, through their islands; the rest is links.
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({ name: 'About Us', description: loaderData?.intro.description, path: '/about-us' });

const principles = [
  {
    icon: ClipboardCheck,
    title: 'A clear plan',
    text: 'Scope, schedule and price agreed in writing before anyone breaks ground.',
  },
  {
    icon: Handshake,
    title: 'An honest price',
    text: 'Open-book estimates and no surprise extras: changes are priced before they are built.',
  },
  {
    icon: HardHat,
    title: 'A careful crew',
    text: 'Tidy, safe sites run by people who treat your building like their own.',
  },
] as const;

// Content reaches the page through the loader: it runs at build time, so the data
// is in the pre-rendered HTML and the collections stay out of the JS bundle.
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const [team, stats, intro] = await Promise.all([
    content.team(),
    content.document('stats'),
    pageIntro(context, 'aboutUs'),
  ]);
  const { consultingCounter, counters } = stats;
  return {
    intro,
    aboutImage: siteArt.about,
    videoPoster: siteArt.videoPoster,
    // A counter the office hid leaves the list.
    aboutCounters: [consultingCounter, ...itemsAt(counters, 0, 2)].filter((c) => c !== null),
    counters,
    team: team.slice(0, 4),
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { intro, aboutImage, videoPoster, aboutCounters, counters, team } = loaderData;
  return (
    <>
      <PageBanner title="About Us" />
      <section
        aria-labelledby="mission-heading"
        className="section container-site grid gap-12 lg:grid-cols-[5fr_6fr] lg:gap-20"
      >
        <div className="flex flex-col gap-6">
          <SectionHeading id="mission-heading" eyebrow={intro.eyebrow} title={intro.title} />
          <p className="border-l-4 border-accent pl-5 text-lg leading-relaxed text-fg-muted">
            {intro.lead}
          </p>
        </div>
        <ul className="grid gap-5 self-center">
          {principles.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="flex gap-5 rounded-lg border border-border bg-surface p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-md bg-accent text-on-accent"
              >
                <Icon className="size-7" strokeWidth={1.6} />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-h3 text-fg">
                  <span className="mr-2 text-accent-text">0{index + 1}.</span>
                  {title}
                </h3>
                <p className="text-fg-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <AboutSection
        image={aboutImage}
        eyebrow="About Our Company"
        heading={`Building ${site.region} since ${site.foundedYear}`}
        text={site.about.intro}
        items={['Modern Technology', 'Experience Engineers', 'Transparent Pricing', 'Safety First']}
        counters={aboutCounters}
        cta={{ label: 'All Services', to: '/about-us' }}
        className="bg-surface-muted"
      />
      <VideoSection
        poster={videoPoster}
        videoTitle={site.video.title}
        embedSrc={site.video.embedSrc}
        watchHref={site.video.watchHref}
        eyebrow="See us at work"
        heading="From groundbreaking to handover in three minutes"
        text="Follow one of our crews through a full build: setting out, steel, envelope, fit-out and the day the keys change hands."
      />
      <CountersBand counters={counters} />
      <TeamPreview
        members={team}
        eyebrow="Our team"
        title="The people who lead your project"
        link={{ label: 'Meet the whole team', to: '/team' }}
      />
    </>
  );
}
