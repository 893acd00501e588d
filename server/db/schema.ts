/**
 * The whole database as Kysely sees it: each feature declares its own tables beside its code
 * (`tables.ts`), and server/db/columns.test.ts checks every table type against the migrations.
 */
import type { AccountTables } from '../accounts/tables.ts';
import type { AlertTables } from '../alerts/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { DraftTables } from '../drafts/tables.ts';
import type { JobTables } from '../jobs/tables.ts';
import type { LeadTables } from '../leads/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { NewsletterTables } from '../newsletter/tables.ts';
import type { QuoteTables } from '../quotes/tables.ts';
import type { ReplyTables } from '../replies/tables.ts';
import type { ReviewTables } from '../reviews/tables.ts';
import type { SpamTables } from '../spam/tables.ts';
import type { StatsTables } from '../stats/tables.ts';
import type { VitalsTables } from '../store/tables.ts';
import type { SubmissionTables } from '../submissions/tables.ts';
import type { TaxonomyTables } from '../taxonomy/tables.ts';
import type { VisitorTables } from '../visitor/tables.ts';
import type { VisitTables } from '../visits/tables.ts';

// The names most of the server imports from here, declared in their features.
export type {
  AccountLinkTable,
  AdminSessionTable,
  AuditLogTable,
  Role,
  UserTable,
} from '../accounts/tables.ts';
export type { OutboxTable } from '../mail/tables.ts';
export type { SubscriberTable } from '../newsletter/tables.ts';
export type { WebVitalTable } from '../store/tables.ts';
export type { SubmissionKind, SubmissionStatus, SubmissionTable } from '../submissions/tables.ts';

/** Every table. */
export interface Database
  extends AccountTables,
    AlertTables,
    ContentTables,
    DraftTables,
    JobTables,
    LeadTables,
    MailTables,
    NewsletterTables,
    QuoteTables,
    ReplyTables,
    ReviewTables,
    SpamTables,
    StatsTables,
    SubmissionTables,
    TaxonomyTables,
    VisitorTables,
    VisitTables,
    VitalsTables {}
