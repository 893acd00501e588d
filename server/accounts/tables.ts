/** The accounts' tables (migration 003-accounts; docs/decisions/022): people, sessions, mailed links, the audit log. */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** What a person may do: owners everything, editors content and leads. */
export type Role = 'owner' | 'editor';

/** A person who signs in to /admin (docs/decisions/022). */
export interface UserTable {
  id: Generated<number>;
  /** Lower-cased and trimmed: unique without regard to case. */
  email: string;
  name: string;
  role: Role;
  /** argon2id PHC string; never the password. */
  password_hash: string;
  created_at: string;
  /** Set when an owner removed the person: no sign-in, no session. */
  disabled_at: string | null;
  /** When the person chose their name (migration 019); null: a placeholder, asked at sign-in. */
  name_set_at: string | null;
  /** Their photo (migration 019): a stored picture's name in `media`, or null. */
  photo: string | null;
  /** Their short "About me" line, shown on the posts they wrote (migration 021), or null. */
  about: string | null;
}

/** users as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const usersColumns = {
  id: 'not null',
  email: 'not null',
  name: 'not null',
  role: 'not null',
  password_hash: 'not null',
  created_at: 'not null',
  disabled_at: 'null',
  name_set_at: 'null',
  photo: 'null',
  about: 'null',
} as const satisfies Columns<UserTable>;

/** A signed-in session of one person; only the token's hash is kept. */
export interface AdminSessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  /** A summary such as "Firefox on Android", never the whole header. */
  user_agent: string;
  /** The client address it was started from (see server/http/client-address.ts). */
  address: string;
}

/** admin_sessions as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const adminSessionsColumns = {
  id: 'not null',
  token_hash: 'not null',
  user_id: 'not null',
  created_at: 'not null',
  expires_at: 'not null',
  last_seen_at: 'not null',
  user_agent: 'not null',
  address: 'not null',
} as const satisfies Columns<AdminSessionTable>;

/** A mailed link: an invitation (sets name and password) or a password reset. */
export interface AccountLinkTable {
  token_hash: string;
  kind: 'invite' | 'reset';
  email: string;
  /** The invited person's role. */
  role: Role | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** account_links as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const accountLinksColumns = {
  token_hash: 'not null',
  kind: 'not null',
  email: 'not null',
  role: 'null',
  created_by: 'null',
  created_at: 'not null',
  expires_at: 'not null',
  used_at: 'null',
} as const satisfies Columns<AccountLinkTable>;

/** Who did what, when: sign-ins, people changes, content changes (owners read it). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  /** The actor's email at the time, or a word such as "system"; kept if the person goes. */
  actor: string;
  action: string;
  subject: string;
  /** JSON with more about it; never a password or token. */
  detail: string | null;
}

/** audit_log as the migrations make it: each column, and whether it may be null (db/columns.ts). */
export const auditLogColumns = {
  id: 'not null',
  at: 'not null',
  actor_id: 'null',
  actor: 'not null',
  action: 'not null',
  subject: 'not null',
  detail: 'null',
} as const satisfies Columns<AuditLogTable>;

export interface AccountTables {
  users: UserTable;
  admin_sessions: AdminSessionTable;
  account_links: AccountLinkTable;
  audit_log: AuditLogTable;
}
