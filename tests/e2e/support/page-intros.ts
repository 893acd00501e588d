/**
 * Each page's introduction as the seed gives it (content/settings/pages.yml, the company facts
 * and the page's {count} filled in), so the e2e tests follow an edit of the file instead of
 * holding words of their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { IntroPageKey, PageIntros } from '../../../app/content/schemas/page-intros';
import { fillIntro, type IntroValues } from '../../../app/lib/intro-placeholders';
import { fillPlaceholdersDeep } from '../../../common/placeholders.ts';
import { teamSize } from './content';
import { postSlugs, projectSlugs, serviceSlugs } from './routes';

const contentDir = new URL('../../../content/', import.meta.url);
const settings = (name: string) =>
  parse(readFileSync(new URL(`settings/${name}.yml`, contentDir), 'utf8'));
const filesIn = (folder: string) =>
  readdirSync(new URL(`${folder}/`, contentDir)).filter((name) => name.endsWith('.md')).length;

/** What each page lists, as the seed has it (the number {count} stands for). */
function countOf(page: IntroPageKey): number | undefined {
  const counts: Partial<Record<IntroPageKey, () => number>> = {
    services: () => serviceSlugs.length,
    portfolio: () => projectSlugs.length,
    gallery: () => Math.min(6, projectSlugs.length),
    team: () => Math.min(6, teamSize()),
    teamTwo: () => teamSize(),
    teamThree: () => Math.min(6, teamSize()),
    testimonials: () => filesIn('testimonials'),
    pricingPlans: () => settings('plans').plans.length,
    faq: () => settings('faqs').page.length,
    history: () => settings('timeline').entries.length,
    blog: () => postSlugs.length,
    blogStandard: () => postSlugs.length,
  };
  return counts[page]?.();
}

/** A page's introduction as its first (or only) page shows it. */
export function seedIntro<K extends IntroPageKey>(
  page: K,
  values: IntroValues = {},
): Partial<Record<'eyebrow' | 'title' | 'lead' | 'description', string>> {
  const intros = fillPlaceholdersDeep(settings('pages')) as PageIntros;
  const count = countOf(page);
  return fillIntro(intros[page] as Record<string, string>, {
    ...(count === undefined ? {} : { count }),
    ...values,
  });
}
