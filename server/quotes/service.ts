/**
 * Quotes accepted online as the app's loaders and actions use them (services.quotes, decision
 * 059): the lead screen's Quote panel (its versions, the draft, the preview), saving and sending
 * by the office; the customer's page, acceptance and decline by the link's token.
 */
import type { Kysely } from 'kysely';
import { brand } from '../../app/brand.ts';
import { decimalText, minorDigits, type TypedLine } from '../../common/quote-money.ts';
import type { QuoteView } from '../../common/quote-view.ts';
import type { AuditActor } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { readOfficeSettings } from '../leads/office-settings.ts';
import {
  type Acceptance,
  type AnswerContext,
  acceptQuote,
  declineQuote,
  openQuote,
} from './quote-answers.ts';
import { saveDraft } from './quote-drafts.ts';
import { QUOTE_REMINDER, quoteReminder } from './quote-reminder.ts';
import { leadContact, leadQuotes, rowLines, rowView } from './quote-rows.ts';
import { sendQuote } from './quote-send.ts';
import { type QuoteSettings, readQuoteSettings, writeQuoteSettings } from './quote-settings.ts';
import type { QuoteStatus } from './tables.ts';

export type { QuotePage } from './quote-answers.ts';
export { QUOTE_REMINDER };

/** One version as the panel lists it. */
export interface QuoteVersion {
  version: number;
  reference: string;
  status: QuoteStatus;
  totalMinor: number;
  validUntil: string;
  sentAt: string | null;
  openedAt: string | null;
  answeredAt: string | null;
  signerName: string | null;
  declineReason: string | null;
  /** The signed PDF on the lead (its lead file). */
  signedFileId: number | null;
}

/** What the Quote panel shows and its form starts from. */
export interface QuotePanelData {
  currency: string;
  /** The office's quote settings (every new quote). */
  settings: QuoteSettings;
  /** The form's values: the latest version's, or an empty quote. */
  form: { lines: TypedLine[]; validUntil: string; terms: string };
  /** The latest version as the customer sees (or will see) it. */
  preview?: QuoteView;
  versions: QuoteVersion[];
}

export interface QuoteDeps {
  mailOn: () => boolean;
  origin: () => string;
  officeTo: () => string | undefined;
  flush: () => void;
  now?: () => Date;
}

export function createQuotes(db: Kysely<Database>, deps: QuoteDeps) {
  const now = deps.now ?? (() => new Date());
  const zone = async () => (await readOfficeSettings(db)).timeZone;
  const answerContext = async (): Promise<AnswerContext> => ({
    now: now(),
    timeZone: await zone(),
    origin: deps.origin(),
    officeTo: deps.officeTo(),
    mailOn: deps.mailOn(),
  });
  const flushed = <T>(result: T) => {
    deps.flush();
    return result;
  };
  return {
    async panel(leadId: number): Promise<QuotePanelData> {
      const [settings, rows, lead] = await Promise.all([
        readQuoteSettings(db),
        leadQuotes(db, leadId),
        leadContact(db, leadId),
      ]);
      const [latest] = rows;
      const currency = latest?.currency ?? settings.currency;
      const digits = minorDigits(currency);
      const form = latest
        ? {
            lines: rowLines(latest).map((line) => ({
              description: line.description,
              quantity: decimalText(line.quantityMilli, 3, true),
              unitPrice: decimalText(line.unitMinor, digits),
              taxRate: decimalText(line.taxBp, 2, true),
            })),
            validUntil: latest.valid_until,
            terms: latest.terms,
          }
        : { lines: [], validUntil: '', terms: '' };
      return {
        currency,
        settings,
        form,
        preview: latest && lead ? rowView(latest, lead.name) : undefined,
        versions: rows.map((row) => ({
          version: row.version,
          reference: `Q-${row.submission_id}-${row.version}`,
          status: row.status,
          totalMinor: Number(row.total_minor),
          validUntil: row.valid_until,
          sentAt: row.sent_at,
          openedAt: row.opened_at,
          answeredAt: row.answered_at,
          signerName: row.signer_name,
          declineReason: row.decline_reason,
          signedFileId: row.signed_file_id === null ? null : Number(row.signed_file_id),
        })),
      };
    },
    async save(
      leadId: number,
      actor: number,
      input: { lines: TypedLine[]; validUntil: string; terms: string },
    ) {
      const [settings, rows] = await Promise.all([readQuoteSettings(db), leadQuotes(db, leadId)]);
      // A version keeps the currency it was made in; a new quote takes the office's.
      const currency = rows[0]?.status === 'draft' ? rows[0].currency : settings.currency;
      return saveDraft(db, {
        leadId,
        actor,
        ...input,
        currency,
        timeZone: await zone(),
        now: now(),
      });
    },
    async send(leadId: number, actor: number) {
      const { reminderDays } = await readQuoteSettings(db);
      const sent = await sendQuote(db, {
        reminderDays,
        leadId,
        actor,
        timeZone: await zone(),
        now: now(),
        origin: deps.origin(),
        mailOn: deps.mailOn(),
      });
      return flushed(sent);
    },
    /** Stores the office's quote settings (currency, reminder days). */
    saveSettings: (value: unknown, actor: AuditActor) =>
      writeQuoteSettings(db, value, actor, now()),
    /** The customer's page; its first opening is noted on the lead. */
    open: async (token: string) => openQuote(db, token, await answerContext()),
    accept: async (token: string, answer: Acceptance) =>
      flushed(await acceptQuote(db, token, answer, await answerContext())),
    decline: async (token: string, reason: string) =>
      flushed(await declineQuote(db, token, reason, await answerContext())),
    company: brand.name,
    /** The reminder's job handler, registered on the jobs runner (services.ts). */
    reminder: quoteReminder(db, {
      now,
      origin: deps.origin,
      mailOn: deps.mailOn,
      flush: deps.flush,
    }),
  };
}

export type Quotes = ReturnType<typeof createQuotes>;
