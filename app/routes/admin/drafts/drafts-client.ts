/** The browser's side of /admin/drafts-api (drafts-api.server.ts): keep or empty a slot. */
import { type DraftKind, MAX_DRAFT_CHARS } from '../../../../common/draft-shapes';

export const DRAFTS_API = '/admin/drafts-api';

/** Which slot: the kind, and which item ("services/12") or lead ("42"). */
export interface DraftTarget {
  kind: DraftKind;
  target: string;
}

async function post(fields: Record<string, string>): Promise<Record<string, unknown>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(DRAFTS_API, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error('Draft not kept: the server did not answer.');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(
      typeof answer.error === 'string' ? `Draft not kept: ${answer.error}` : 'Draft not kept.',
    );
  }
  return answer;
}

/** Keeps `json` in the person's slot; resolves to when (ISO). */
export async function keepDraft(
  { kind, target }: DraftTarget,
  json: string,
  baseVersion?: number,
): Promise<string> {
  if (json.length > MAX_DRAFT_CHARS) {
    throw new Error('Too long to keep automatically: save it to keep it.');
  }
  const answer = await post({
    intent: 'save',
    kind,
    target,
    draft: json,
    ...(baseVersion ? { baseVersion: String(baseVersion) } : {}),
  });
  return String(answer.savedAt);
}

/** Empties the person's slot (Discard). */
export async function discardDraft({ kind, target }: DraftTarget): Promise<void> {
  await post({ intent: 'discard', kind, target });
}
