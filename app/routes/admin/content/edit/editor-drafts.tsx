import { useEffect } from 'react';
import { DraftStatus } from '../../drafts/draft-status';
import type { DraftTarget } from '../../drafts/drafts-client';
import { LeavePrompt } from '../../drafts/leave-prompt';
import { stableJson } from '../../drafts/stable-json';
import { useAutosave } from '../../drafts/use-autosave';
import { useLeaveGuard } from '../../drafts/use-leave-guard';
import type { FormExtras } from '../form/content-form';
import { useEditor } from '../form/editor-state';

/** The editor's draft as it is kept and compared: values, body, and a typed address. */
export const editorDraft = (values: Record<string, unknown>, extras: FormExtras) =>
  stableJson({ values, body: extras.body, slug: extras.isSlugTyped ? extras.slug : '' });

/**
 * Never lose work (docs/decisions/048): while the form differs from what is saved (`saved`,
 * as {@link editorDraft}), leaving for another screen asks first, closing the tab asks the
 * browser's question, and the draft is kept a few seconds after the typing stops. Saving the
 * form (its submit) drops typing still waiting to be kept.
 */
export function EditorDrafts({
  slot,
  saved,
  extras,
  baseVersion,
  formId,
  what,
}: {
  slot: DraftTarget;
  saved: string;
  extras: FormExtras;
  baseVersion?: number;
  formId: string;
  /** "this service": what the leave prompt names. */
  what: string;
}) {
  const editor = useEditor();
  const json = editorDraft(editor.values, extras);
  const isDirty = json !== saved;
  const blocker = useLeaveGuard(isDirty);
  const { state, cancel } = useAutosave(slot, json, { isDirty, baseVersion });
  useEffect(() => {
    const form = document.getElementById(formId);
    form?.addEventListener('submit', cancel);
    return () => form?.removeEventListener('submit', cancel);
  }, [formId, cancel]);
  return (
    <>
      <DraftStatus state={state} />
      <LeavePrompt blocker={blocker} what={what} />
    </>
  );
}
