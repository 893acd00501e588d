import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { BodyField } from './body-field';
import { useEditor } from './editor-state';
import { FieldControl } from './field-control';
import type { FieldDescriptor } from './schema-fields';
import { SlugField } from './slug-field';
import { slugify } from './slugify';

/** The address and body as typed (state kept by the edit screen, beside the fields). */
export interface FormExtras {
  slug: string;
  isSlugTyped: boolean;
  body: string;
}

/**
 * The form generated from the collection's schema: the address, every field the schema
 * describes, and the body; posted whole by Save, Publish and Schedule (their buttons sit in the
 * side panel and name this form).
 */
export function ContentForm({
  id,
  fields,
  extras,
  onExtras,
  hasSlug,
  hasBody,
  slugBase,
  isNew,
  isLive,
  hidden,
  collection,
  item,
}: {
  id: string;
  fields: readonly FieldDescriptor[];
  extras: FormExtras;
  onExtras: (change: Partial<FormExtras>) => void;
  hasSlug: boolean;
  hasBody: boolean;
  slugBase: string | null;
  isNew: boolean;
  isLive: boolean;
  /** Hidden inputs (the version this edit started from). */
  hidden: ReactNode;
  collection: string;
  /** The item's id, or 'new'. */
  item: string;
}) {
  const editor = useEditor();
  const titleKey = fields.some((f) => f.key === 'title') ? 'title' : 'name';
  // A new item's address follows its title until someone types one. It is read from the
  // title's state, so a title typed before the page's code ran (use-typed-early.ts) counts too.
  const slug =
    isNew && hasSlug && !extras.isSlugTyped
      ? slugify(String(editor.valueAt(titleKey) ?? ''))
      : extras.slug;
  return (
    <Form id={id} method="post" noValidate className="flex min-w-0 flex-col gap-5">
      {hidden}
      {hasSlug && (
        <SlugField
          value={slug}
          onChange={(slug) => onExtras({ slug, isSlugTyped: true })}
          base={slugBase}
          problem={editor.problemAt('slug')}
          isNew={isNew}
          isLive={isLive}
          collection={collection}
          item={item}
        />
      )}
      {fields.map((field) => (
        <FieldControl key={field.key} field={field} path={field.key} />
      ))}
      {hasBody && (
        <BodyField
          value={extras.body}
          onChange={(body) => onExtras({ body })}
          problem={editor.problemAt('body')}
        />
      )}
    </Form>
  );
}
