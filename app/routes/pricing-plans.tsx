import { site } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { PricingSection } from '../sections/pricing-section';
import { contentOf } from '../server/content.server';
import type { Route } from './+types/pricing-plans';

export const meta = () =>
  buildMeta({
    name: 'Pricing Plans',
    description: `Compare ${site.name}'s Basic, Standard and Premium monthly plans for design and project support.`,
    path: '/pricing-plans',
  });

// Runs at build time: the plans are pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  return { plans: (await contentOf(context).document('plans')).plans };
}

export default function PricingPlans({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Pricing Plans" />
      <PricingSection plans={loaderData.plans} />
    </>
  );
}
