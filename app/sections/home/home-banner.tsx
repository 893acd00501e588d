import { ArrowRight, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link';
import { Picture } from '../../components/picture';
import type { Image } from '../../content/types';

/** A call-to-action link of the banner. */
export interface BannerLink {
  label: string;
  to: string;
}

/** Props of {@link HomeBanner}. */
export interface HomeBannerProps {
  /** Small label above the heading. */
  eyebrow: string;
  /** The page's h1. */
  heading: ReactNode;
  text: string;
  image: Image;
  primary: BannerLink;
  secondary?: BannerLink;
  /** Social proof under the buttons, e.g. "25K+" and "client reviews". */
  proof?: { value: string; label: string };
}

/**
 * The first screen of a home page: the h1, a short pitch, calls to action and
 * the artwork, which is the page's largest paint and loads first.
 */
export function HomeBanner({
  eyebrow,
  heading,
  text,
  image,
  primary,
  secondary,
  proof,
}: HomeBannerProps) {
  return (
    <section
      aria-labelledby="home-banner-heading"
      className="relative overflow-hidden bg-inverse-bg text-inverse-fg"
      data-section="banner"
    >
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 hidden w-1/3 bg-inverse-surface lg:block"
      />
      <div className="container-site relative grid items-center gap-10 pt-8 pb-12 md:pt-12 md:pb-16 lg:grid-cols-[1fr_1.1fr] lg:gap-14 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-inverse-accent">
            <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
            {eyebrow}
          </p>
          <h1 id="home-banner-heading" className="text-display font-bold">
            {heading}
          </h1>
          <p className="max-w-xl text-lg text-inverse-muted">{text}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={primary.to}>
              {primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {secondary && (
              <ButtonLink to={secondary.to} variant="inverse">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
        {/* Art first below lg: a web font swapping in the text then cannot move it. */}
        <div className="relative order-first lg:order-none">
          <div className="overflow-hidden rounded-lg shadow-pop ring-1 ring-inverse-surface">
            <Picture
              image={image}
              priority
              sizes="(min-width: 1024px) 52vw, 100vw"
              className="aspect-[8/5] h-auto w-full object-cover"
            />
          </div>
          {proof && <ProofBadge {...proof} />}
        </div>
      </div>
    </section>
  );
}

function ProofBadge({ value, label }: { value: string; label: string }) {
  return (
    <p className="relative -mt-8 ml-4 flex w-fit items-center gap-4 rounded-lg bg-surface px-5 py-4 text-fg shadow-pop sm:absolute sm:-bottom-6 sm:left-6 sm:mt-0 sm:ml-0">
      <span className="text-3xl font-bold tracking-tight text-fg">{value}</span>
      <span className="flex flex-col gap-1">
        <span aria-hidden="true" className="flex gap-0.5 text-accent">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="size-4 fill-current" />
          ))}
        </span>
        <span className="text-sm font-medium text-fg-muted">{label}</span>
      </span>
    </p>
  );
}
