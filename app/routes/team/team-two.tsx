import { site, team } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';

export const meta = () =>
  buildMeta({
    name: 'Team 02',
    description: `Everyone on the ${site.name} leadership team, from our founder to our site inspectors.`,
    path: '/team-two',
  });

export default function TeamTwo() {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team 02" />
      <TeamGrid
        members={team}
        showSocials
        columns={4}
        eyebrow="Full team"
        title="Every specialist behind a Corbel build"
        lead="Design, engineering, management and inspection: meet the whole leadership team."
      />
    </>
  );
}
