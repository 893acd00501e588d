import { PlanCard } from '../components/cards/plan-card';
import { type HeadingCopy, SectionHeading } from '../components/section-heading';
import type { Plan } from '../content/types';

/** Props of {@link PricingSection}. */
export interface PricingSectionProps {
  plans: readonly Plan[];
  /** The eyebrow, title and lead above the plans. */
  intro: HeadingCopy;
  /** Heading id, unique on the page. */
  headingId?: string;
}

/** The three monthly plans side by side. */
export function PricingSection({
  plans,
  intro,
  headingId = 'pricing-heading',
}: PricingSectionProps) {
  return (
    <section aria-labelledby={headingId} className="section container-site flex flex-col gap-12">
      <SectionHeading
        id={headingId}
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        align="center"
      />
      <div className="grid gap-8 md:grid-cols-3 md:items-stretch">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </section>
  );
}
