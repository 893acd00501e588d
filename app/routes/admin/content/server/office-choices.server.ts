/**
 * The editor's choices that come from the office's lists, not from the schema
 * (docs/decisions/055): a post's author from /admin/people, its tags and a project's category
 * from /admin/taxonomy. The schema's descriptors of those fields are replaced by a select or a
 * list of checkboxes of what the lists hold, each option read by its name.
 */
import type { Services } from '../../../../../server/services';
import type { FieldDescriptor } from '../form/schema-fields';

/** What the lists hold, as the editor offers it. */
export interface OfficeLists {
  people: readonly { id: number; name: string; disabled: boolean }[];
  tags: readonly { slug: string; label: string }[];
  categories: readonly { slug: string; label: string }[];
}

export async function officeListsOf(services: Services): Promise<OfficeLists> {
  const [{ people }, tags, categories] = await Promise.all([
    services.accounts.people(),
    services.taxonomy.list('tag'),
    services.taxonomy.list('category'),
  ]);
  return { people, tags, categories };
}

const labelsOf = (terms: readonly { slug: string; label: string }[]) =>
  Object.fromEntries(terms.map((term) => [term.slug, term.label]));

/** The collection's descriptors with the list-backed fields offering the lists' entries. */
export function withOfficeChoices(
  collection: string,
  fields: readonly FieldDescriptor[],
  lists: OfficeLists,
): FieldDescriptor[] {
  return fields.map((field): FieldDescriptor => {
    const common = { key: field.key, messages: field.messages };
    if (collection === 'posts' && field.key === 'author') {
      // Someone who left stays choosable, so a post of theirs can be saved as it is.
      const people = lists.people.filter((person) => person.name.trim() !== '');
      return {
        ...common,
        kind: 'choice',
        label: 'Author',
        hint: 'One of your people: their name, photo and “About me” line show on the post. None shows “Admin”.',
        isOptional: true,
        options: people.map((person) => String(person.id)),
        labels: Object.fromEntries(
          people.map((person) => [
            String(person.id),
            person.disabled ? `${person.name} (has left)` : person.name,
          ]),
        ),
      };
    }
    if (collection === 'posts' && field.key === 'tags') {
      return {
        ...common,
        kind: 'choices',
        label: 'Tags',
        hint:
          lists.tags.length > 0
            ? 'From your tag list (Tags and categories). None shows links to three other posts.'
            : 'Your tag list is empty: add tags in Tags and categories first.',
        isOptional: true,
        options: lists.tags.map((tag) => tag.slug),
        labels: labelsOf(lists.tags),
      };
    }
    if (collection === 'projects' && field.key === 'category') {
      return {
        ...common,
        kind: 'choice',
        label: 'Category',
        hint: 'From your list of project categories (Tags and categories).',
        isOptional: false,
        options: lists.categories.map((category) => category.slug),
        labels: labelsOf(lists.categories),
      };
    }
    return field;
  });
}
