import { site, team } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';

export const meta = () =>
  buildMeta({
    name: 'Team',
    description: `Meet the architects, engineers and project managers who lead work at ${site.name}.`,
    path: '/team',
  });

export default function Team() {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team" />
      <TeamGrid
        members={team.slice(0, 6)}
        showSocials
        title="The people who lead your project"
        lead="Architects, engineers and managers who stay with your project from the first sketch to the final walk-through."
      />
    </>
  );
}
