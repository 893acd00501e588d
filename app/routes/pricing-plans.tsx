import { plans, site } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { PricingSection } from '../sections/pricing-section';

export const meta = () =>
  buildMeta({
    name: 'Pricing Plans',
    description: `Compare ${site.name}'s Basic, Standard and Premium monthly plans for design and project support.`,
    path: '/pricing-plans',
  });

export default function PricingPlans() {
  return (
    <>
      <PageBanner title="Pricing Plans" />
      <PricingSection plans={plans} />
    </>
  );
}
