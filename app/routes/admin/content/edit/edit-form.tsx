import { useState } from 'react';
import type { FieldProblem } from '../../../../content/schemas/describe-issues';
import type { DraftTarget } from '../../drafts/drafts-client';
import { ContentForm, type FormExtras } from '../form/content-form';
import { EditorProvider } from '../form/editor-state';
import { typedBeforeCode } from '../form/typed-before-code';
import { UploadNotice } from '../photos/upload-notice';
import { useIsHydrated } from '../use-is-hydrated';
import type { EditData } from './edit-screen';
import { EditorDrafts, editorDraft } from './editor-drafts';

export const FORM_ID = 'content-form';

/** Where the form starts: what was saved, typed and refused, or a restored draft. */
export interface FormStart {
  values: Record<string, unknown>;
  body: string;
  slug: string;
  isSlugTyped: boolean;
  baseVersion?: number;
}

/** The form of one saved version (or a restored draft), with its typed state and its drafts. */
export function EditForm({
  data,
  start,
  problems,
  slot,
}: {
  data: EditData;
  start: FormStart;
  problems: readonly FieldProblem[];
  slot: DraftTarget;
}) {
  const { item, collection } = data;
  const [extras, setExtras] = useState<FormExtras>(() => ({
    slug: start.slug,
    isSlugTyped: start.isSlugTyped,
    body: start.body,
  }));
  // While React takes over the server's form (the first render in the browser), the page still
  // holds what was typed before the code ran: read here, before the fields are hydrated.
  const isHydrating = !useIsHydrated();
  const [typedEarly] = useState(() =>
    isHydrating && typeof document !== 'undefined' ? typedBeforeCode(FORM_ID, data.fields) : null,
  );
  const baseVersion = start.baseVersion ?? item?.version;
  // What is saved, as the drafts compare it: the form differs from it once something is typed.
  const [saved] = useState(() =>
    editorDraft(data.values, {
      slug: item?.slug ?? '',
      isSlugTyped: Boolean(item),
      body: data.body,
    }),
  );
  return (
    <EditorProvider
      initial={start.values}
      typedEarly={typedEarly}
      problems={problems}
      media={data.media}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <UploadNotice />
        <EditorDrafts
          slot={slot}
          saved={saved}
          extras={extras}
          baseVersion={baseVersion}
          formId={FORM_ID}
          what={item ? `this ${collection.one}` : `the new ${collection.one}`}
        />
        <ContentForm
          id={FORM_ID}
          fields={data.fields}
          extras={extras}
          onExtras={(change) => setExtras((current) => ({ ...current, ...change }))}
          hasSlug={data.hasSlug}
          hasBody={data.hasBody}
          slugBase={collection.publicBase}
          isNew={!item}
          isLive={item?.liveVersion != null}
          hidden={item && <input type="hidden" name="baseVersion" value={baseVersion} />}
          collection={collection.name}
          item={item ? String(item.id) : 'new'}
        />
      </div>
    </EditorProvider>
  );
}
