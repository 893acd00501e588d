/**
 * Quotes accepted online as the app's loaders and actions use them (services.quotes, decision
 * 059): the lead screen's Quote panel (its versions, the draft, the preview), saving and sending
 * by the office; the customer's page, acceptance and decline by the link's token.
 */
import type { Kysely } from 'kysely';
import { brand } from '../../app/brand.ts';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import { decimalText, minorDigits, type TypedLine } from '../../common/quote-money.ts';
import type { QuoteView } from '../../common/quote-view.ts';
import { isRefusal } from '../../common/refusal.ts';
import type { AuditActor } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import type { CleaningPool } from '../file-cleaning/pool.ts';
import { readOfficeSettings } from '../leads/office-settings.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import {
  type Acceptance,
  type AnswerContext,
  acceptQuote,
  declineQuote,
  openQuote,
} from './quote-answers.ts';
import { quoteDocument } from './quote-document-file.ts';
import { readAmount, saveDraft } from './quote-drafts.ts';
import { QUOTE_REMINDER, quoteReminder } from './quote-reminder.ts';
import { leadContact, leadQuotes, rowLines, rowView } from './quote-rows.ts';
import { sendQuote } from './quote-send.ts';
import { type QuoteSettings, readQuoteSettings, writeQuoteSettings } from './quote-settings.ts';
import { prepareQuoteDocument } from './quote-upload.ts';
import type { QuoteKind, QuoteStatus } from './tables.ts';

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
  form: {
    kind: QuoteKind;
    lines: TypedLine[];
    /** The `document` kind's amount as the form shows it ("12500.00"). */
    amount: string;
    /** The `document` kind's PDF kept on the lead: its lead file. */
    document?: { fileId: number; name: string };
    validUntil: string;
    terms: string;
  };
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
  /** The cleaning workers (decision 037): the office's own quote PDF is cleaned in them. */
  cleaning?: CleaningPool;
  /** The operations log: a refused PDF is logged by its code (never the file's name). */
  log?: FailureLog;
}

/** What the office's save carries: the quote as typed and, for its own PDF, the upload. */
export interface QuoteInput {
  kind?: QuoteKind;
  lines: TypedLine[];
  amount?: string;
  validUntil: string;
  terms: string;
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
  /** The office's PDF cleaned off the request thread; a refusal is logged by its code. */
  const preparedDocument = async (uploads: QuoteUploads | undefined) => {
    if (!deps.cleaning) {
      if (uploads?.files.length) throw new Error('no cleaning workers for the quote PDF');
      return undefined;
    }
    try {
      return await prepareQuoteDocument(uploads, deps.cleaning);
    } catch (error) {
      if (isRefusal(error)) {
        const cause = (error as { cause?: unknown }).cause;
        const logged = Object.assign(new Error('quote PDF refused'), { code: error.code });
        deps.log?.failure(
          'quote document',
          cause ?? logged,
          `(answered ${error.status}; the form was kept)`,
        );
      }
      throw error;
    }
  };
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
      const fileId = latest?.upload_file_id ? Number(latest.upload_file_id) : undefined;
      const file = fileId
        ? await db
            .selectFrom('lead_files')
            .select('name')
            .where('id', '=', fileId)
            .executeTakeFirst()
        : undefined;
      const form = latest
        ? {
            kind: latest.kind,
            amount:
              latest.kind === 'document' ? decimalText(Number(latest.total_minor), digits) : '',
            document: fileId && file ? { fileId, name: file.name } : undefined,
            lines: rowLines(latest).map((line) => ({
              description: line.description,
              quantity: decimalText(line.quantityMilli, 3, true),
              unitPrice: decimalText(line.unitMinor, digits),
              taxRate: decimalText(line.taxBp, 2, true),
            })),
            validUntil: latest.valid_until,
            terms: latest.terms,
          }
        : { kind: 'lines' as const, amount: '', lines: [], validUntil: '', terms: '' };
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
    async save(leadId: number, actor: number, input: QuoteInput, uploads?: QuoteUploads) {
      const [settings, rows] = await Promise.all([readQuoteSettings(db), leadQuotes(db, leadId)]);
      // A version keeps the currency it was made in; a new quote takes the office's.
      const currency = rows[0]?.status === 'draft' ? rows[0].currency : settings.currency;
      // The amount is checked before the PDF is cleaned: a mistyped sum costs no cleaning.
      if (input.kind === 'document') readAmount(input.amount ?? '', currency);
      const upload = input.kind === 'document' ? await preparedDocument(uploads) : undefined;
      return saveDraft(db, {
        leadId,
        actor,
        ...input,
        upload,
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
    /** The quote's document by the link's token, as the page would stand (404/410 alike). */
    document: async (token: string) => quoteDocument(db, token, await answerContext()),
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
