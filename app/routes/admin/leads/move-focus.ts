import { useEffect } from 'react';
import type { LeadActionData } from './lead-data';
import { moveIds } from './move-form';

/**
 * After a move by "Move to", focus stays with the card: its select in its new column, or the
 * field the refusal names (the reason for Lost), so a keyboard user goes on from there. Run
 * again when the page's data arrives (`shown`): the card may reach its column after the answer.
 */
export function useMoveFocus(actionData: LeadActionData | undefined, shown: unknown) {
  useEffect(() => {
    void shown;
    if (actionData?.intent !== 'stage') return;
    const ids = moveIds(actionData.id);
    const target = !actionData.ok && actionData.field === 'reason' ? ids.reason : ids.stage;
    const element = document.getElementById(target);
    if (element && document.activeElement !== element) element.focus();
  }, [actionData, shown]);
}
