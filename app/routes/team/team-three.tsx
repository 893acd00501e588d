import { site, team } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';

export const meta = () =>
  buildMeta({
    name: 'Team 03',
    description: `The architects, engineers and managers at the heart of ${site.name}.`,
    path: '/team-three',
  });

export default function TeamThree() {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team 03" />
      <TeamGrid
        members={team.slice(0, 6)}
        title="Experts in every stage of a build"
        lead="One team that plans, designs and builds together, so nothing gets lost between the drawing and the site."
      />
    </>
  );
}
