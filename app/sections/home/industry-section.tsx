import { ArrowRight, DraftingCompass, LampDesk } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import type { Image } from '../../content/types';

/** One feature of the industry section. */
export interface IndustryFeature {
  title: string;
  text: string;
}

/** Props of {@link IndustrySection}. */
export interface IndustrySectionProps {
  image: Image;
  eyebrow: string;
  heading: string;
  text: string;
  /** Two features, shown with a drafting and an interior icon. */
  features: readonly [IndustryFeature, IndustryFeature];
  cta: { label: string; to: string };
  headingId?: string;
}

const icons = [DraftingCompass, LampDesk] as const;

/** How we work digitally: a design-tool picture beside two features and a contact button. */
export function IndustrySection({
  image,
  eyebrow,
  heading,
  text,
  features,
  cta,
  headingId = 'industry-heading',
}: IndustrySectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-16"
      data-section="industry"
    >
      <div className="relative order-last lg:order-first">
        <span
          aria-hidden="true"
          className="absolute -top-4 -left-4 h-2/3 w-2/3 rounded-lg border-2 border-accent md:-top-6 md:-left-6"
        />
        <div className="relative overflow-hidden rounded-lg bg-surface-muted shadow-pop">
          <Picture
            image={image}
            sizes="(min-width: 1024px) 45vw, 100vw"
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        </div>
      </div>
      <div className="flex flex-col items-start gap-8">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={heading} lead={text} />
        <ul className="grid w-full gap-6 sm:grid-cols-2">
          {features.map((feature, index) => {
            const Icon = icons[index] ?? DraftingCompass;
            return (
              <li
                key={feature.title}
                className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-card"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 place-items-center rounded-md bg-accent text-on-accent"
                >
                  <Icon className="size-6" strokeWidth={1.75} />
                </span>
                <h3 className="text-h3 text-fg">{feature.title}</h3>
                <p className="text-fg-muted">{feature.text}</p>
              </li>
            );
          })}
        </ul>
        <ButtonLink to={cta.to}>
          {cta.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
