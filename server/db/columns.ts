/**
 * Every table's columns as the migrations make them, beside its table type in its feature. The
 * types can't be read at run time, so each feature keeps a small list whose type is derived
 * from the table type ({@link Columns}): a column added, dropped or made nullable in one and
 * not the other fails the typecheck, and columns.test.ts compares the lists with the columns of
 * a freshly migrated SQLite file and PostgreSQL database.
 */
import type { Selectable } from 'kysely';
import {
  accountLinksColumns,
  adminSessionsColumns,
  auditLogColumns,
  usersColumns,
} from '../accounts/tables.ts';
import { alertDeliveriesColumns, alertDigestsColumns } from '../alerts/tables.ts';
import {
  contentItemsColumns,
  contentPreviewsColumns,
  contentRedirectsColumns,
  contentRevisionsColumns,
  contentStateColumns,
  mediaBlobsColumns,
  mediaColumns,
  mediaVariantsColumns,
} from '../content/tables.ts';
import { autosavesColumns } from '../drafts/tables.ts';
import { jobsColumns } from '../jobs/tables.ts';
import {
  leadEventsColumns,
  leadFileBlobsColumns,
  leadFilesColumns,
  officeSettingsColumns,
  pushSubscriptionsColumns,
} from '../leads/tables.ts';
import { outboxColumns } from '../mail/tables.ts';
import { subscribersColumns } from '../newsletter/tables.ts';
import { quotesColumns } from '../quotes/tables.ts';
import { replyTemplatesColumns } from '../replies/tables.ts';
import { reviewRequestsColumns, reviewsColumns } from '../reviews/tables.ts';
import { formTokenUsesColumns, serverSecretsColumns } from '../spam/tables.ts';
import { pageViewsColumns, statsDailyColumns, statsSaltsColumns } from '../stats/tables.ts';
import { webVitalsColumns } from '../store/tables.ts';
import { submissionsColumns } from '../submissions/tables.ts';
import { taxonomyTermsColumns } from '../taxonomy/tables.ts';
import { acknowledgedRecipientsColumns } from '../visitor/tables.ts';
import { visitLinksColumns, visitsColumns } from '../visits/tables.ts';
import type { Database } from './schema.ts';

/** Each column of table type `T`, and whether its selected value may be null. */
export type Columns<T> = {
  [K in keyof Selectable<T>]-?: null extends Selectable<T>[K] ? 'null' : 'not null';
};

/** Every table of {@link Database}, no more and no fewer. */
export const TABLE_COLUMNS = {
  account_links: accountLinksColumns,
  acknowledged_recipients: acknowledgedRecipientsColumns,
  admin_sessions: adminSessionsColumns,
  alert_deliveries: alertDeliveriesColumns,
  alert_digests: alertDigestsColumns,
  audit_log: auditLogColumns,
  autosaves: autosavesColumns,
  content_items: contentItemsColumns,
  content_previews: contentPreviewsColumns,
  content_redirects: contentRedirectsColumns,
  content_revisions: contentRevisionsColumns,
  content_state: contentStateColumns,
  form_token_uses: formTokenUsesColumns,
  jobs: jobsColumns,
  lead_events: leadEventsColumns,
  lead_file_blobs: leadFileBlobsColumns,
  lead_files: leadFilesColumns,
  media: mediaColumns,
  media_blobs: mediaBlobsColumns,
  media_variants: mediaVariantsColumns,
  office_settings: officeSettingsColumns,
  outbox: outboxColumns,
  page_views: pageViewsColumns,
  push_subscriptions: pushSubscriptionsColumns,
  quotes: quotesColumns,
  reply_templates: replyTemplatesColumns,
  review_requests: reviewRequestsColumns,
  reviews: reviewsColumns,
  server_secrets: serverSecretsColumns,
  stats_daily: statsDailyColumns,
  stats_salts: statsSaltsColumns,
  submissions: submissionsColumns,
  subscribers: subscribersColumns,
  taxonomy_terms: taxonomyTermsColumns,
  users: usersColumns,
  visit_links: visitLinksColumns,
  visits: visitsColumns,
  web_vitals: webVitalsColumns,
} satisfies { [T in keyof Database]: Columns<Database[T]> };
