import { useState } from 'react';
import type { FieldProblem } from '../../../../content/schemas/describe-issues';
import { DraftOffer } from '../../drafts/draft-offer';
import type { DraftTarget } from '../../drafts/drafts-client';
import { ClockNote, CompanyClock, Notice } from '../../kit';
import type { ChangeNote } from '../changed-note';
import { type CollectionInfo, contentPath } from '../collection-labels';
import { DoneNotice } from '../done-notice';
import { ContentForm, type FormExtras } from '../form/content-form';
import { EditorProvider } from '../form/editor-state';
import { ErrorSummary } from '../form/error-summary';
import type { FieldDescriptor } from '../form/schema-fields';
import type { MediaChoice } from '../photos/media-choice';
import { UploadNotice } from '../photos/upload-notice';
import { ScreenHeader } from '../screen-header';
import type { DraftOfferData } from '../server/edit-data.server';
import { StatusBadge } from '../status-badge';
import { type Conflict, ConflictNotice } from './conflict-notice';
import { EditorDrafts, editorDraft } from './editor-drafts';
import { PublishPanel, SaveBar } from './publish-panel';
import { type RevisionDiffData, RevisionDiffView } from './revision-diff-view';
import { type RevisionRow, RevisionsPanel } from './revisions-panel';

/** The edit screen's loader data (server/edit-data.server.ts). */
export interface EditData {
  collection: CollectionInfo;
  hasBody: boolean;
  hasSlug: boolean;
  /** A settings document's note above its fields (app/routes/admin/content/collection-labels.ts). */
  about: string | null;
  title: string;
  item:
    | {
        id: number;
        slug: string;
        status: 'draft' | 'scheduled' | 'published';
        version: number;
        liveVersion: number | null;
        hasUnpublishedChanges: boolean;
        scheduledFor: string | null;
        publishedAt: string | null;
        publicPath: string | null;
        changed: ChangeNote;
      }
    | null
    | undefined;
  fields: FieldDescriptor[];
  values: Record<string, unknown>;
  body: string;
  media: MediaChoice[];
  timeZone: string;
  publishAtInput: string;
  revisions: RevisionRow[];
  diff: RevisionDiffData | null;
  /** The person's kept draft, offered back (decision 048). */
  autosave: DraftOfferData | null;
}

/** What the action gives back when it refuses (everything typed comes back with it). */
interface Refusal {
  problems?: FieldProblem[];
  error?: string;
  conflict?: Conflict;
  typed?: { values: Record<string, unknown>; body: string; slug: string; publishAt: string };
}

export const FORM_ID = 'content-form';

/** Where the form starts: what was saved, typed and refused, or a restored draft. */
interface FormStart {
  values: Record<string, unknown>;
  body: string;
  slug: string;
  isSlugTyped: boolean;
  baseVersion?: number;
}

/**
 * /admin/content/<collection>/<id or new>: the generated form, publishing and revisions.
 *
 * Only the form is made afresh for each saved version (its key): Save, Publish and the side
 * panels stay the same elements, so a press that lands while a restored or saved version
 * replaces the form is not lost with the old button (decision 048).
 */
export function EditScreen({ data, actionData }: { data: EditData; actionData?: unknown }) {
  const refusal = (actionData ?? {}) as Refusal;
  const { item, collection } = data;
  const typed = refusal.typed;
  const version = item ? `${item.id}-${item.version}-${item.slug}` : `new-${collection.name}`;
  const slot = { kind: 'content' as const, target: `${collection.name}/${item ? item.id : 'new'}` };
  // The offer of a kept draft, and a restored one, belong to the version they were made for.
  const [closedOffer, setClosedOffer] = useState('');
  const [restored, setRestored] = useState<{ version: string; start: FormStart } | null>(null);
  const offer =
    data.autosave && closedOffer !== `${version} ${data.autosave.savedAt}` ? data.autosave : null;
  const restoredStart = restored?.version === version ? restored.start : undefined;
  const start: FormStart = typed
    ? {
        values: typed.values,
        body: typed.body,
        slug: typed.slug,
        isSlugTyped: Boolean(item) || Boolean(typed.slug),
      }
    : (restoredStart ?? {
        values: data.values,
        body: data.body,
        slug: item?.slug ?? '',
        isSlugTyped: Boolean(item),
      });
  const problems = refusal.problems ?? [];
  return (
    <CompanyClock zone={data.timeZone}>
      <ScreenHeader
        crumbs={[
          { to: contentPath(), label: 'Content' },
          { to: contentPath(collection.name), label: collection.label },
        ]}
        title={data.title}
        intro={
          item ? (
            <StatusBadge status={item.status} hasUnpublishedChanges={item.hasUnpublishedChanges} />
          ) : (
            `A new ${collection.one} is a draft until you publish it.`
          )
        }
      />
      {data.about && <p className="max-w-prose text-fg-muted">{data.about}</p>}
      <ClockNote />
      {offer && (
        <DraftOffer
          slot={slot}
          savedAt={offer.savedAt}
          onRestore={() =>
            setRestored({
              version,
              start: {
                values: offer.values,
                body: offer.body,
                slug: offer.slug,
                isSlugTyped: Boolean(item) || offer.slug !== '',
                baseVersion: offer.baseVersion ?? undefined,
              },
            })
          }
          onDone={() => setClosedOffer(`${version} ${offer.savedAt}`)}
        />
      )}
      <DoneNotice />
      {refusal.error && <Notice tone="error">{refusal.error}</Notice>}
      {refusal.conflict && <ConflictNotice conflict={refusal.conflict} formId={FORM_ID} />}
      <ErrorSummary problems={problems} fields={data.fields} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EditForm
          key={restoredStart ? `${version}-restored` : version}
          data={data}
          start={start}
          problems={problems}
          slot={slot}
        />
        <div className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
          <PublishPanel
            formId={FORM_ID}
            item={item ?? null}
            one={collection.one}
            timeZone={data.timeZone}
            publishAt={typed?.publishAt || data.publishAtInput}
            publishAtKey={version}
            publishAtProblem={problems.find((p) => p.field === 'publishAt')?.message}
          />
          {item && (
            <RevisionsPanel
              // Its comparison starts from the new version's pair.
              key={version}
              revisions={data.revisions}
              compare={data.diff && { from: data.diff.from, to: data.diff.to }}
              version={item.version}
              path={contentPath(collection.name, item.id)}
            />
          )}
        </div>
      </div>
      {data.diff && <RevisionDiffView diff={data.diff} />}
      <SaveBar formId={FORM_ID} />
    </CompanyClock>
  );
}

/** The form of one saved version (or a restored draft), with its typed state and its drafts. */
function EditForm({
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
    <EditorProvider initial={start.values} problems={problems} media={data.media}>
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
