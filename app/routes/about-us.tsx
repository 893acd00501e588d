import { ClipboardCheck, Handshake, HardHat } from 'lucide-react';
import { ButtonLink } from '../components/button-link';
import { SectionHeading } from '../components/section-heading';
import { TeamCard } from '../components/team-card';
import { consultingCounter, counters, site, siteArt, team } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { AboutSection } from '../sections/about-section';
import { CountersBand } from '../sections/counters-band';
import { VideoSection } from '../sections/video-section';

export const meta = () =>
  buildMeta({
    name: 'About Us',
    description: `Who ${site.name} is: our mission, how we work, the numbers behind us and the people who lead our projects.`,
    path: '/about-us',
  });

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

export default function AboutUs() {
  return (
    <>
      <PageBanner title="About Us" />
      <section
        aria-labelledby="mission-heading"
        className="section container-site grid gap-12 lg:grid-cols-[5fr_6fr] lg:gap-20"
      >
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="mission-heading"
            eyebrow="Our mission"
            title="Build places people are proud to live and work in"
          />
          <p className="border-l-4 border-accent pl-5 text-lg leading-relaxed text-fg-muted">
            {site.about.mission}
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
        image={siteArt.about}
        eyebrow="About Our Company"
        heading={`Building the Pacific Northwest since ${site.foundedYear}`}
        text={site.about.intro}
        items={['Modern Technology', 'Experience Engineers', 'Transparent Pricing', 'Safety First']}
        counters={[consultingCounter, counters[0], counters[2]]}
        cta={{ label: 'All Services', to: '/about-us' }}
        className="bg-surface-muted"
      />
      <VideoSection
        poster={siteArt.videoPoster}
        videoTitle={site.video.title}
        embedSrc={site.video.embedSrc}
        watchHref={site.video.watchHref}
        eyebrow="See us at work"
        heading="From groundbreaking to handover in three minutes"
        text="Follow one of our crews through a full build: setting out, steel, envelope, fit-out and the day the keys change hands."
      />
      <CountersBand counters={counters} />
      <section
        aria-labelledby="team-heading"
        className="section container-site flex flex-col gap-12"
      >
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="team-heading"
            eyebrow="Our team"
            title="The people who lead your project"
          />
          <ButtonLink to="/team" variant="outline">
            Meet the whole team
          </ButtonLink>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.slice(0, 4).map((member) => (
            <li key={member.slug}>
              <TeamCard member={member} showSocials />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
