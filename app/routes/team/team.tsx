import { site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';
import { contentOf } from '../../server/content.server';
import type { Route } from './+types/team';

export const meta = () =>
  buildMeta({
    name: 'Team',
    description: `Meet the architects, engineers and project managers who lead work at ${site.name}.`,
    path: '/team',
  });

// Runs at build time: the team is pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const team = await contentOf(context).team();
  return { members: team.slice(0, 6) };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team" />
      <TeamGrid
        members={loaderData.members}
        showSocials
        title="The people who lead your project"
        lead="Architects, engineers and managers who stay with your project from the first sketch to the final walk-through."
      />
    </>
  );
}
