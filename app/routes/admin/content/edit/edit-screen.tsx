import { useState } from 'react';
import type { FieldProblem } from '../../../../content/schemas/describe-issues';
import { Notice } from '../../admin-shell';
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
import { StatusBadge } from '../status-badge';
import { type Conflict, ConflictNotice } from './conflict-notice';
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
}

/** What the action gives back when it refuses (everything typed comes back with it). */
interface Refusal {
  problems?: FieldProblem[];
  error?: string;
  conflict?: Conflict;
  typed?: { values: Record<string, unknown>; body: string; slug: string; publishAt: string };
}

export const FORM_ID = 'content-form';

/** /admin/content/<collection>/<id or new>: the generated form, publishing and revisions. */
export function EditScreen({ data, actionData }: { data: EditData; actionData?: unknown }) {
  const refusal = (actionData ?? {}) as Refusal;
  const { item, collection } = data;
  const typed = refusal.typed;
  const [extras, setExtras] = useState<FormExtras>(() => ({
    slug: typed?.slug ?? item?.slug ?? '',
    isSlugTyped: Boolean(item) || Boolean(typed?.slug),
    body: typed?.body ?? data.body,
  }));
  const problems = refusal.problems ?? [];
  return (
    <EditorProvider initial={typed?.values ?? data.values} problems={problems} media={data.media}>
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
      <DoneNotice />
      <UploadNotice />
      {refusal.error && <Notice tone="error">{refusal.error}</Notice>}
      {refusal.conflict && <ConflictNotice conflict={refusal.conflict} formId={FORM_ID} />}
      <ErrorSummary problems={problems} fields={data.fields} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
          hidden={item && <input type="hidden" name="baseVersion" value={item.version} />}
          collection={collection.name}
          item={item ? String(item.id) : 'new'}
        />
        <div className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
          <PublishPanel
            formId={FORM_ID}
            item={item ?? null}
            one={collection.one}
            timeZone={data.timeZone}
            publishAt={typed?.publishAt || data.publishAtInput}
            publishAtProblem={problems.find((p) => p.field === 'publishAt')?.message}
          />
          {item && (
            <RevisionsPanel
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
    </EditorProvider>
  );
}
