import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { buildMeta } from '../../../lib/meta';
import { CompanyClock } from '../kit';
import type { Route } from './+types/leads';
import { onlyStageChanged } from './board-stage';
import { LeadBoard } from './lead-board';
import { LeadList } from './lead-list';
import { LeadPage } from './lead-page';
import { leadsAction, leadsLoader } from './leads-route.server';

/*
 * One route for the pipeline: /admin/leads (the list), /admin/leads/board and /admin/leads/<id>
 * (one lead). Every route adds to the manifest every public page loads, so the pipeline takes
 * one, as the content editor does (decision 025).
 */

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name:
      loaderData?.view === 'lead'
        ? `Lead from ${loaderData.lead.name}`
        : loaderData?.view === 'board'
          ? 'Leads board'
          : 'Leads list',
    path: '/admin/leads',
    noIndex: true,
  });

export const loader = (args: Route.LoaderArgs) => leadsLoader(args);

export const action = (args: Route.ActionArgs) => leadsAction(args);

export default function Leads({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyClock zone={loaderData.timeZone}>
      {loaderData.view === 'lead' ? (
        <LeadPage data={loaderData} actionData={actionData} />
      ) : loaderData.view === 'board' ? (
        <LeadBoard data={loaderData} actionData={actionData} />
      ) : (
        <LeadList data={loaderData} actionData={actionData} />
      )}
    </CompanyClock>
  );
}

/** Switching the board's shown stage on a phone (`?show=`) needs no new data (board-stage.ts). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyStageChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
