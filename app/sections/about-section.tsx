import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AnimatedNumber } from '../components/animated-number';
import { ButtonLink } from '../components/button-link';
import { Picture } from '../components/picture';
import { SectionHeading } from '../components/section-heading';
import { VideoModalButton } from '../components/video-modal-button';
import type { Counter, Image } from '../content/types';

/** A labelled internal destination. */
export interface AboutLink {
  label: string;
  to: string;
}

/** Props of {@link AboutSection}. */
export interface AboutSectionProps {
  image: Image;
  eyebrow?: string;
  heading: string;
  text: string;
  /** Short highlights shown with check marks, e.g. "Modern Technology". */
  items?: readonly string[];
  /** Up to three statistics under the text. */
  counters?: readonly Counter[];
  /** The main button, e.g. All Services. */
  cta?: AboutLink;
  /** A secondary text link, e.g. Discover more. */
  link?: AboutLink;
  /** Adds a play button on the photo that opens this video in a modal. */
  video?: { title: string; embedSrc: string };
  /** Heading id, unique on the page. */
  headingId?: string;
  /** Extra classes for the full-width section, e.g. a background. */
  className?: string;
}

/** Photo beside the company story, with highlights, statistics and links. */
export function AboutSection({
  image,
  eyebrow,
  heading,
  text,
  items = [],
  counters = [],
  cta,
  link,
  video,
  headingId = 'about-heading',
  className = '',
}: AboutSectionProps) {
  return (
    <section aria-labelledby={headingId} className={`section ${className}`}>
      <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <span
            aria-hidden="true"
            className="absolute -bottom-4 -left-4 h-3/4 w-3/4 rounded-lg bg-accent md:-bottom-6 md:-left-6"
          />
          <div className="relative overflow-hidden rounded-lg bg-surface-muted shadow-pop">
            <Picture
              image={image}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-[9/10] h-auto w-full object-cover"
            />
          </div>
          {video && (
            <div className="absolute right-4 bottom-4 rounded-full bg-surface/95 p-2 pr-6 shadow-pop md:right-6 md:bottom-6">
              <VideoModalButton
                title={video.title}
                embedSrc={video.embedSrc}
                variant="small"
                showLabel
                className="text-fg"
              />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-8">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={heading} lead={text} />
          {items.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2">
              {items.map((item) => (
                <li key={item} className="flex items-center gap-3 font-semibold text-fg">
                  <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent-text" />
                  {item}
                </li>
              ))}
            </ul>
          )}
          {counters.length > 0 && (
            <dl className="grid grid-cols-3 divide-x divide-border rounded-lg border border-border bg-surface">
              {counters.map((counter) => (
                <div
                  key={counter.label}
                  className="flex flex-col-reverse gap-1 px-3 py-5 text-center sm:px-5"
                >
                  <dt className="text-xs font-semibold uppercase tracking-wider text-fg-muted sm:text-sm">
                    {counter.label}
                  </dt>
                  <dd>
                    <AnimatedNumber
                      value={counter.value}
                      suffix={counter.suffix}
                      className="text-3xl font-bold text-fg sm:text-4xl"
                    />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {(cta || link) && (
            <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
              {cta && <ButtonLink to={cta.to}>{cta.label}</ButtonLink>}
              {link && (
                <Link
                  to={link.to}
                  className="group inline-flex min-h-12 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
                >
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1 motion-safe:duration-200"
                  />
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
