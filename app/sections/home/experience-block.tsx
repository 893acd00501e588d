import { ArrowRight, Award } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import type { ExperienceClaim, Image } from '../../content/types';

/** Props of {@link ExperienceBlock}. */
export interface ExperienceBlockProps {
  image: Image;
  /** Year the company was founded. */
  foundedYear: number;
  /** Year experience is counted to. */
  currentYear: number;
  headingId?: string;
  /** Where the quote button goes. */
  quoteTo: string;
  /** The years' label and the promises listed under the heading (null: the office hid them). */
  claim: ExperienceClaim | null;
}

/** Years of experience beside a picture, with a link to ask for a quote. */
export function ExperienceBlock({
  image,
  foundedYear,
  currentYear,
  headingId = 'experience-heading',
  quoteTo,
  claim,
}: ExperienceBlockProps) {
  const years = currentYear - foundedYear;
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site grid items-center gap-12 lg:grid-cols-2"
      data-section="experience"
    >
      <div className="relative">
        <div className="overflow-hidden rounded-lg shadow-card">
          <Picture
            image={image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[8/5] h-auto w-full object-cover"
          />
        </div>
        {claim && (
          <p className="absolute -bottom-6 right-4 flex items-center gap-3 rounded-lg bg-accent px-5 py-4 text-on-accent shadow-pop md:right-8">
            <Award aria-hidden="true" className="size-8" />
            <span className="flex flex-col leading-tight">
              <span className="text-3xl font-bold">{years}+</span>
              <span className="text-sm font-semibold">{claim.label}</span>
            </span>
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-6">
        <SectionHeading
          id={headingId}
          eyebrow="Our experience"
          title={`Building with care since ${foundedYear}`}
          lead={`Founded in ${foundedYear} as a two-person renovation crew, we now plan, design and build projects of every size, with the same people answering the phone.`}
        />
        {claim && claim.points.length > 0 && (
          <ul className="grid w-full gap-4 sm:grid-cols-2">
            {claim.points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold text-fg">
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-accent" />
                {point}
              </li>
            ))}
          </ul>
        )}
        <ButtonLink to={quoteTo}>
          Request a quote
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
