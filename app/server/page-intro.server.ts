/**
 * A page's introduction for its loader: read from the published `pages` document (the seed
 * while pre-rendering), which tags the page `settings:pages` so that a publish of the document
 * drops it from the render cache, with its placeholders filled from what the page lists.
 */
import type { RouterContextProvider } from 'react-router';
import { REQUIRED_NOTE } from '../content/schemas/page-intros';
import type { IntroPageKey, PageIntros } from '../content/types';
import { fillIntro, type IntroValues } from '../lib/intro-placeholders';
import { contentOf } from './content.server';

export async function pageIntro<K extends IntroPageKey>(
  context: Readonly<RouterContextProvider>,
  page: K,
  values: IntroValues = {},
): Promise<PageIntros[K]> {
  const { pageIntros } = await contentOf(context).document('pages');
  return fillIntro(pageIntros[page] as PageIntros[K] & Record<string, string>, values);
}

/** A form page's introduction: its lead followed by what the * of the required fields means. */
export function withRequiredNote<T extends { lead: string }>(intro: T): T {
  return { ...intro, lead: `${intro.lead} ${REQUIRED_NOTE}` };
}
