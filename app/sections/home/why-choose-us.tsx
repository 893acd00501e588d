import { ArrowRight } from 'lucide-react';
import { AnimatedNumber } from '../../components/animated-number';
import { ButtonLink } from '../../components/button-link';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import { SkillBar } from '../../components/skill-bar';
import type { Counter, Image, Skill } from '../../content/types';

/** Props of {@link WhyChooseUs}. */
export interface WhyChooseUsProps {
  image: Image;
  text: string;
  counters: readonly Counter[];
  skills: readonly Skill[];
  /** Where the quote link goes. */
  quoteTo: string;
  headingId?: string;
}

/** Reasons to hire us: a picture, two counters, skill bars and a quote link. */
export function WhyChooseUs({
  image,
  text,
  counters,
  skills,
  quoteTo,
  headingId = 'why-choose-heading',
}: WhyChooseUsProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section bg-surface-muted"
      data-section="why-choose-us"
    >
      <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start gap-8">
          <SectionHeading
            id={headingId}
            eyebrow="Why choose us"
            title="Built right, on time, with no surprises"
            lead={text}
          />
          {counters.length > 0 && (
            <dl className="grid w-full grid-cols-2 gap-4">
              {counters.map((counter) => (
                <div
                  key={counter.label}
                  className="flex flex-col-reverse justify-end gap-1 rounded-lg border border-border bg-surface p-5 shadow-card"
                >
                  <dt className="text-fg-muted">{counter.label}</dt>
                  <dd className="text-4xl font-bold tracking-tight text-fg">
                    <AnimatedNumber value={counter.value} suffix={counter.suffix} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {skills.length > 0 && (
            <div className="flex w-full flex-col gap-5">
              {skills.map((skill) => (
                <SkillBar key={skill.label} label={skill.label} percent={skill.percent} />
              ))}
            </div>
          )}
          <ButtonLink to={quoteTo}>
            Get a free quote
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div className="overflow-hidden rounded-lg shadow-card">
          <Picture
            image={image}
            sizes="(min-width: 1024px) 45vw, 100vw"
            className="aspect-[8/5] h-auto w-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
