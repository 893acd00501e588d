import { withoutHidden } from '../site-options/site-menus';
import type { SiteContent } from './site-documents';

/**
 * The search's sources without the pages the office hid (decision 056): their menu entries
 * and questions go, and people lead to the other team page that lists them, or nowhere.
 */
export function hiddenFromSearch(content: SiteContent, hidden: readonly string[]): SiteContent {
  if (hidden.length === 0) return content;
  const isHidden = new Set(hidden);
  const teamPath = [content.paths.team, '/team'].find((path) => !isHidden.has(path));
  return {
    ...content,
    menu: withoutHidden(content.menu, isHidden),
    faqs: content.faqs.filter((group) => !isHidden.has(group.path)),
    team: teamPath ? content.team : [],
    paths: { ...content.paths, team: teamPath ?? content.paths.team },
  };
}
