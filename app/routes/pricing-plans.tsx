import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { PricingSection } from '../sections/pricing-section';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/pricing-plans';

// Only the shell's interactive parts: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Pricing Plans',
    description: loaderData?.intro.description,
    path: '/pricing-plans',
  });

// Runs at build time: the plans are pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const { plans } = await contentOf(context).document('plans');
  return { plans, intro: await pageIntro(context, 'pricingPlans', { count: plans.length }) };
}

export default function PricingPlans({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Pricing Plans" />
      <PricingSection plans={loaderData.plans} intro={loaderData.intro} />
    </>
  );
}
