/**
 * The tables and columns of migration 009-spam (docs/decisions/030-spam-folder.md): what the
 * checks suspected is kept, in a Spam folder with its reasons, never thrown away.
 */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** Why a post was put in Spam; the admin's Spam view says each in words (reasons.ts). */
export const SPAM_REASONS = [
  'honeypot',
  'too-fast',
  'no-token',
  'forged-token',
  'expired-token',
  'replayed-token',
  'links',
  'rate',
  'office',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** A newsletter sign-up is on the list, or in Spam until the office says it is not. */
export type SubscriberFolder = 'list' | 'spam';

export interface SubscriberSpamColumns {
  folder: Generated<SubscriberFolder>;
  /** JSON array of {@link SpamReason} while in Spam. */
  spam_reasons: string | null;
}

/** Secrets every server of one database shares (the form tokens' key when FORM_SECRET is unset). */
export interface ServerSecretTable {
  name: string;
  /** Never logged or shown. */
  value: string;
  created_at: string;
}

/** server_secrets as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const serverSecretsColumns = {
  name: 'not null',
  value: 'not null',
  created_at: 'not null',
} as const satisfies Columns<ServerSecretTable>;

/** How often a form token was used by a stored post; kept for the tokens' lifetime. */
export interface FormTokenUseTable {
  /** The token's random part, never the whole token. */
  token_id: string;
  uses: number;
  first_used_at: string;
}

/** form_token_uses as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const formTokenUsesColumns = {
  token_id: 'not null',
  uses: 'not null',
  first_used_at: 'not null',
} as const satisfies Columns<FormTokenUseTable>;

export interface SpamTables {
  server_secrets: ServerSecretTable;
  form_token_uses: FormTokenUseTable;
}
