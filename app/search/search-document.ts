/** What the site search indexes and how results are grouped. */

/** The kinds of result, in the order the results page lists them. */
export const searchKinds = ['services', 'projects', 'posts', 'people', 'answers', 'pages'] as const;

/** One kind of result. */
export type SearchKind = (typeof searchKinds)[number];

/** Heading of each group of results. */
export const searchKindLabels: Record<SearchKind, string> = {
  services: 'Services',
  projects: 'Projects',
  posts: 'Blog posts',
  people: 'People',
  answers: 'Answers',
  pages: 'Pages',
};

/** One searchable thing: a service, project, post, person, answer or page. */
export interface SearchDocument {
  /** Unique id: the kind and the item's own id, e.g. "services:house-renovation". */
  id: string;
  /** Which group the result belongs to. */
  kind: SearchKind;
  /** Title shown as the result's link; matches here rank first. */
  title: string;
  /** Where the result leads. */
  url: string;
  /** Short labels: sector, category, role. Rank between the title and the text. */
  keywords: string;
  /** The searchable body; excerpts are cut from it. */
  text: string;
}
