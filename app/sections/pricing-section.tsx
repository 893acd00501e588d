import { PlanCard } from '../components/cards/plan-card';
import { SectionHeading } from '../components/section-heading';
import type { Plan } from '../content/types';

/** Props of {@link PricingSection}. */
export interface PricingSectionProps {
  plans: readonly Plan[];
  /** Heading id, unique on the page. */
  headingId?: string;
}

/** The three monthly plans side by side. */
export function PricingSection({ plans, headingId = 'pricing-heading' }: PricingSectionProps) {
  return (
    <section aria-labelledby={headingId} className="section container-site flex flex-col gap-12">
      <SectionHeading
        id={headingId}
        eyebrow="Pricing plans"
        title="Project support plans"
        lead="Monthly design and site-management support for owners and developers. Every plan can be paused or changed between phases."
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
