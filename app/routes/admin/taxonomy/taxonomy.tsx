import { useSearchParams } from 'react-router';
import { buildMeta } from '../../../lib/meta';
import { ScreenTitle } from '../admin-shell';
import { Notice } from '../kit';
import type { Route } from './+types/taxonomy';
import { type TaxonomyRefusal, taxonomyAction, taxonomyLoader } from './taxonomy-route.server';
import { type ListWords, TermPanel } from './term-panel';

export const meta = () =>
  buildMeta({ name: 'Tags and categories', path: '/admin/taxonomy', noIndex: true });

export const loader = (args: Route.LoaderArgs) => taxonomyLoader(args);

export const action = (args: Route.ActionArgs) => taxonomyAction(args);

const DONE: Record<string, string> = {
  'category-added': 'Category added: choose it in a project’s editor; the gallery has its filter.',
  'category-renamed': 'Category renamed on every project.',
  'category-removed': 'Category removed.',
  'category-moved': 'Category moved: the gallery’s filters and the editor follow the new order.',
  'tag-added': 'Tag added: choose it in a post’s editor.',
  'tag-renamed': 'Tag renamed on every post.',
  'tag-removed': 'Tag removed.',
  'tag-moved': 'Tag moved: the blog’s sidebar and the editor follow the new order.',
};

const CATEGORY_WORDS: ListWords = {
  kind: 'category',
  title: 'Project categories',
  intro:
    'Each project is in one. The gallery filters by them and a project’s overview names its own.',
  one: 'project',
  many: 'projects',
  addLabel: 'New category',
  addButton: 'Add the category',
  empty: 'None: add the first below.',
  orderNote: 'The gallery’s filters and the editor show them in this order.',
};

const TAG_WORDS: ListWords = {
  kind: 'tag',
  title: 'Tags',
  intro:
    'Chosen per post in its editor. A post shows its tags, each with a page listing its posts; the blog’s sidebar lists them all.',
  one: 'post',
  many: 'posts',
  addLabel: 'New tag',
  addButton: 'Add the tag',
  empty:
    'None yet: posts show links to three other posts and the sidebar the five sample tags until you add some.',
  orderNote: 'The blog’s sidebar and the editor show them in this order.',
};

/** /admin/taxonomy: the office's project categories and tags, for owners and editors. */
export default function Taxonomy({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, tags, renaming } = loaderData;
  const [params] = useSearchParams();
  const refusal = actionData as TaxonomyRefusal | undefined;
  return (
    <>
      <ScreenTitle
        title="Tags and categories"
        intro="The lists the editor offers. A change shows on the site within a second, on every page that names it."
      />
      <Notice tone="success">{DONE[params.get('done') ?? '']}</Notice>
      <TermPanel
        words={CATEGORY_WORDS}
        terms={categories}
        renamingId={renaming?.kind === 'category' ? renaming.id : null}
        refusal={refusal}
      />
      <TermPanel
        words={TAG_WORDS}
        terms={tags}
        renamingId={renaming?.kind === 'tag' ? renaming.id : null}
        refusal={refusal}
      />
    </>
  );
}
