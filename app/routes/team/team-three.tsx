import { site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';
import { contentOf } from '../../server/content.server';
import type { Route } from './+types/team-three';

export const meta = () =>
  buildMeta({
    name: 'Team 03',
    description: `The architects, engineers and managers at the heart of ${site.name}.`,
    path: '/team-three',
  });

// Runs at build time: the team is pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const team = await contentOf(context).team();
  return { members: team.slice(0, 6) };
}

export default function TeamThree({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team 03" />
      <TeamGrid
        members={loaderData.members}
        title="Experts in every stage of a build"
        lead="One team that plans, designs and builds together, so nothing gets lost between the drawing and the site."
      />
    </>
  );
}
