/**
 * The office settings screen's service (services.office): read every setting, and save the
 * ones the screen edits (time zone, the quote form's required fields, the acknowledgement mail)
 * in one transaction with one audit entry. A refusal names the setting and changes nothing.
 * Pages that show a setting (the quote form's required markers) are dropped from the caches.
 */
import type { Kysely } from 'kysely';
import {
  OFFICE_SETTINGS_TAG,
  SITE_PAGES_SETTINGS,
  SITE_PAGES_TAG,
} from '../../common/office-settings-tag.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import {
  type OfficeSettingKey,
  type OfficeSettings,
  readOfficeSettings,
  writeOfficeSetting,
} from '../leads/office-settings.ts';

export { OFFICE_SETTINGS_TAG };

export interface OfficeDeps {
  /** Tells this server's caches (and the CDN) that pages showing the settings changed. */
  changed: (tags: string[]) => void;
  /** Tells the other servers, inside the transaction (server/change-sharing.ts). */
  share?: (trx: Kysely<Database>) => Promise<void>;
}

const isSitePages = (key: string) => (SITE_PAGES_SETTINGS as readonly string[]).includes(key);
/** A setting public pages show: the other servers drop their cached pages when it changes. */
const isShownOnPages = (key: string) => key === 'requiredQuoteFields' || isSitePages(key);

export function createOffice(db: Kysely<Database>, { changed, share }: OfficeDeps) {
  return {
    settings: (): Promise<OfficeSettings> => readOfficeSettings(db),
    /**
     * Checks and stores `values` (a 400 refusal names the first refused one; nothing is
     * stored then). Returns the settings as saved.
     */
    async save(actor: AuditActor, values: Partial<OfficeSettings>): Promise<OfficeSettings> {
      const keys = Object.keys(values) as OfficeSettingKey[];
      const before = await readOfficeSettings(db);
      const changedKeys = await db.transaction().execute(async (trx) => {
        const differ: string[] = [];
        for (const key of keys) {
          const saved = await writeOfficeSetting(trx, key, values[key], actor.id);
          if (JSON.stringify(saved) !== JSON.stringify(before[key])) differ.push(key);
        }
        if (differ.some(isShownOnPages)) await share?.(trx);
        if (differ.length > 0) {
          await audit(trx, {
            actor,
            action: 'office.settings',
            subject: differ.join(', '),
            detail: Object.fromEntries(
              differ.map((key) => [key, JSON.stringify(values[key as OfficeSettingKey])]),
            ),
          });
        }
        return differ;
      });
      const tags = [
        ...(changedKeys.includes('requiredQuoteFields') ? [OFFICE_SETTINGS_TAG] : []),
        ...(changedKeys.some((key) => isSitePages(key)) ? [SITE_PAGES_TAG] : []),
      ];
      if (tags.length > 0) changed(tags);
      return readOfficeSettings(db);
    },
  };
}

export type Office = ReturnType<typeof createOffice>;
