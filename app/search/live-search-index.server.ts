/**
 * The search index of what is published now, for the results page and the index file the
 * header's suggestions fetch. Built from the content reads (so each page that uses it is tagged
 * with every collection it indexes), and built again only when one of them changed: the
 * store's reads return the same arrays until a publish.
 */
import type MiniSearch from 'minisearch';
import type { RouterContextProvider } from 'react-router';
import { siteSearchSources } from '../content/search-sources';
import { contentOf } from '../server/content.server';
import { readSitePages } from '../server/site-pages.server';
import { siteOptions } from '../site-options/current';
import { buildSearchIndex, loadSearchIndex } from './build-search-index';
import { hiddenFromSearch } from './hidden-from-search';
import type { SearchDocument } from './search-document';
import { siteDocuments } from './site-documents';

interface Built {
  sources: readonly unknown[];
  json: string;
  index?: MiniSearch<SearchDocument>;
}

let last: Built | undefined;

async function built(context: Readonly<RouterContextProvider>): Promise<Built> {
  const content = contentOf(context);
  const [services, projects, posts, team, faqs, plans, { hiddenPages }] = await Promise.all([
    content.services(),
    content.projects(),
    content.posts(),
    content.team(),
    content.document('faqs'),
    content.document('plans'),
    readSitePages(context),
  ]);
  // The pages the office hid leave the search too (decision 056); compared by value.
  const sources = [services, projects, posts, team, faqs, plans, hiddenPages.join(' ')];
  if (last && sources.every((source, i) => source === last?.sources[i])) return last;
  const collections = { services, projects, posts, team, ...faqs, plans: plans.plans };
  const json = buildSearchIndex(
    siteDocuments(hiddenFromSearch(siteSearchSources(siteOptions, collections), hiddenPages)),
  );
  last = { sources, json };
  return last;
}

/** The index as the file `/search-index.json` serves it. */
export async function liveSearchIndexJson(context: Readonly<RouterContextProvider>) {
  return (await built(context)).json;
}

/** The index, loaded for searching on the server. */
export async function liveSearchIndex(context: Readonly<RouterContextProvider>) {
  const current = await built(context);
  current.index ??= loadSearchIndex(current.json);
  return current.index;
}
