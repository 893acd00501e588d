import { site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';
import { contentOf } from '../../server/content.server';
import type { Route } from './+types/team-two';

export const meta = () =>
  buildMeta({
    name: 'Team 02',
    description: `Everyone on the ${site.name} leadership team, from our founder to our site inspectors.`,
    path: '/team-two',
  });

// Runs at build time: the team is pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const team = await contentOf(context).team();
  return { members: team };
}

export default function TeamTwo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team 02" />
      <TeamGrid
        members={loaderData.members}
        showSocials
        columns={4}
        eyebrow="Full team"
        title={`Every specialist behind a ${site.shortName} build`}
        lead="Design, engineering, management and inspection: meet the whole leadership team."
      />
    </>
  );
}
