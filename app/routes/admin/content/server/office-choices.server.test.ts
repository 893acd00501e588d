import { describe, expect, it } from 'vitest';
import { schemas } from '../../../../content/schemas/collections';
import { describeFields } from '../form/schema-fields';
import { type OfficeLists, withOfficeChoices } from './office-choices.server';

const lists: OfficeLists = {
  people: [
    { id: 1, name: 'Olive Owner', disabled: false },
    { id: 2, name: 'Lee Left', disabled: true },
  ],
  tags: [{ slug: 'winter-work', label: 'Winter work' }],
  categories: [
    { slug: 'marketing', label: 'marketing' },
    { slug: 'kitchen', label: 'Kitchen extensions' },
  ],
};

const fieldOf = (collection: 'posts' | 'projects', key: string, given = lists) =>
  withOfficeChoices(collection, describeFields(schemas[collection]), given).find(
    (field) => field.key === key,
  );

describe('the editor’s choices from the office’s lists', () => {
  it('offers a post’s author as a select of people by name, none meaning “Admin”', () => {
    expect(fieldOf('posts', 'author')).toMatchObject({
      kind: 'choice',
      isOptional: true,
      options: ['1', '2'],
      labels: { 1: 'Olive Owner', 2: 'Lee Left (has left)' },
    });
  });

  it('offers a post’s tags as checkboxes of the tag list, and says when the list is empty', () => {
    expect(fieldOf('posts', 'tags')).toMatchObject({
      kind: 'choices',
      options: ['winter-work'],
      labels: { 'winter-work': 'Winter work' },
    });
    expect(fieldOf('posts', 'tags', { ...lists, tags: [] })).toMatchObject({
      kind: 'choices',
      options: [],
      hint: expect.stringContaining('add tags in Tags and categories first'),
    });
  });

  it('offers a project’s category as a required select of the office’s categories', () => {
    expect(fieldOf('projects', 'category')).toMatchObject({
      kind: 'choice',
      isOptional: false,
      options: ['marketing', 'kitchen'],
      labels: { kitchen: 'Kitchen extensions' },
    });
  });

  it('leaves every other field as the schema describes it', () => {
    const plain = describeFields(schemas.posts).filter((f) => !['author', 'tags'].includes(f.key));
    const offered = withOfficeChoices('posts', describeFields(schemas.posts), lists).filter(
      (f) => !['author', 'tags'].includes(f.key),
    );
    expect(offered).toEqual(plain);
  });
});
