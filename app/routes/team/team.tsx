import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { TeamGrid } from '../../sections/team-grid';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import type { Route } from './+types/team';

// Only the shell's interactive parts: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({ name: 'Team', description: loaderData?.intro.description, path: '/team' });

// Runs at build time: the team is pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const members = (await contentOf(context).team()).slice(0, 6);
  return { members, intro: await pageIntro(context, 'team', { count: members.length }) };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team" />
      <TeamGrid
        members={loaderData.members}
        showSocials
        eyebrow={loaderData.intro.eyebrow}
        title={loaderData.intro.title}
        lead={loaderData.intro.lead}
      />
    </>
  );
}
