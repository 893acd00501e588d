import { Picture } from '../components/picture';
import { SectionHeading } from '../components/section-heading';
import type { TimelineEntry } from '../content/types';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/history';

// A content page with only the shell's interactive parts: served with islands, no React
// in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Company History',
    description: loaderData?.intro.description,
    path: '/history',
  });

// Runs at build time: the milestones are pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const { timeline } = await contentOf(context).document('timeline');
  return { timeline, intro: await pageIntro(context, 'history', { count: timeline.length }) };
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { intro } = loaderData;
  return (
    <>
      <PageBanner title="Company History" />
      <section
        aria-labelledby="timeline-heading"
        className="section container-site flex flex-col gap-16"
      >
        <SectionHeading
          id="timeline-heading"
          eyebrow={intro.eyebrow}
          title={intro.title}
          lead={intro.lead}
          align="center"
        />
        <div className="relative">
          {/* 1.3rem: the centre of the 2.75rem marker, minus half the line. */}
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-[1.3rem] w-0.5 bg-border-strong md:left-1/2 md:-translate-x-1/2"
          />
          <ol className="relative flex flex-col gap-14 md:gap-20" data-timeline>
            {loaderData.timeline.map((entry, index) => (
              <TimelineItem key={entry.year} entry={entry} isFlipped={index % 2 === 1} />
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** One milestone: marker on the line, text on one side and artwork on the other (alternating from md up). */
function TimelineItem({ entry, isFlipped }: { entry: TimelineEntry; isFlipped: boolean }) {
  return (
    <li
      className="relative grid items-center gap-6 pl-16 md:grid-cols-2 md:gap-x-28 md:pl-0"
      data-timeline-entry
    >
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 grid size-11 place-items-center rounded-full bg-accent ring-8 ring-bg md:top-1/2 md:left-1/2 md:-translate-x-1/2 md:-translate-y-1/2"
      >
        <span className="size-3 rounded-full bg-on-accent" />
      </span>
      <div
        className={`flex flex-col gap-3 ${isFlipped ? 'md:order-2' : 'md:items-end md:text-right'}`}
      >
        <p className="text-5xl font-bold leading-none tracking-tight text-accent-text md:text-6xl">
          <time dateTime={String(entry.year)}>{entry.year}</time>
        </p>
        <h3 className="text-h3 text-fg md:text-2xl">{entry.title}</h3>
        <p className="max-w-md text-fg-muted">{entry.description}</p>
      </div>
      <div className={isFlipped ? 'md:order-1' : ''}>
        <Picture
          image={entry.image}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[10/7] h-auto w-full rounded-lg border border-border object-cover shadow-card"
        />
      </div>
    </li>
  );
}
