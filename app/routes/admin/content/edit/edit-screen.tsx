import { useState } from 'react';
import type { FieldProblem } from '../../../../content/schemas/describe-issues';
import { DraftOffer } from '../../drafts/draft-offer';
import { ClockNote, CompanyClock, Notice } from '../../kit';
import type { ChangeNote } from '../changed-note';
import { type CollectionInfo, contentPath } from '../collection-labels';
import { DoneNotice } from '../done-notice';
import { ErrorSummary } from '../form/error-summary';
import type { FieldDescriptor } from '../form/schema-fields';
import type { MediaChoice } from '../photos/media-choice';
import { ScreenHeader } from '../screen-header';
import type { DraftOfferData } from '../server/edit-data.server';
import { StatusBadge } from '../status-badge';
import { type Conflict, ConflictNotice } from './conflict-notice';
import { EditForm, FORM_ID, type FormStart } from './edit-form';
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

/** The form's id, which the buttons outside it post it by. */
export { FORM_ID };

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
