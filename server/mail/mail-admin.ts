/**
 * The mail screen's service (services.mailAdmin, /admin/office/mail, decision 051): what the
 * screen shows (never the password), saving the mail server (the password sealed), the test
 * mail, and the site's address. Every change is audited and re-read at once by this server.
 */
import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { smtpHostRefusal } from './guarded-smtp-socket.ts';
import {
  checkMailServerForm,
  clearMailServer,
  PASSWORD_LABEL,
  parseStoredMailServer,
  readMailRows,
  siteAddressProblem,
  storeMailServer,
  storeSiteAddress,
} from './mail-server-settings.ts';
import { type MailState, openMailServer } from './mail-state.ts';
import { sealSecret } from './sealed-secret.ts';
import type { SettingsKey } from './settings-key.ts';
import { officeTransport, SMTP_WAIT_MS, urlTransport } from './smtp-transport.ts';
import { sendTestMail, type TestMailResult } from './test-mail.ts';

/** The longest password taken (providers' app passwords and API keys are far shorter). */
const MAX_PASSWORD = 512;

export interface MailAdminDeps {
  db: Kysely<Database>;
  state: MailState;
  key: SettingsKey;
  /** SMTP_URL, for the test mail when it is set. */
  smtpUrl?: string;
  log?: Pick<FailureLog, 'failure'>;
  /** Connection, greeting and answer waits of the test mail (tests shorten them). */
  waitMs?: number;
}

export function createMailAdmin(deps: MailAdminDeps) {
  const { db, state, key } = deps;
  const waitMs = deps.waitMs ?? SMTP_WAIT_MS;
  const stored = async () => parseStoredMailServer((await readMailRows(db)).mailServer);

  return {
    /** Whether the site's address is known (PUBLIC_URL or set here): People and Office say so until it is. */
    isAddressSet: (): boolean => state.isAddressSet(),
    /** What the screen shows; the password only as "set" or not. */
    async view() {
      await state.refresh();
      const server = await stored();
      const envHost = deps.smtpUrl ? hostOf(deps.smtpUrl) : undefined;
      return {
        isFromEnv: state.isFromEnv,
        envServer: envHost,
        server: server && {
          host: server.host,
          port: server.port,
          security: server.security,
          user: server.user,
          from: server.from,
          notifyTo: server.notifyTo,
          isPasswordSet: server.password !== '',
        },
        isPasswordUnreadable: state.current().isPasswordUnreadable === true,
        keySource: key.source,
        isOn: state.current().source !== 'off',
        siteAddress: state.siteAddress(),
        publicUrl: state.publicUrl(),
        isAddressSet: state.isAddressSet(),
      };
    },

    /**
     * Checks and stores the mail server. An empty `password` keeps the stored one; a refusal
     * (4xx) names the field and stores nothing.
     */
    async save(actor: AuditActor, form: Record<string, unknown>, password: string) {
      if (state.isFromEnv) {
        throw refusal(
          409,
          'The mail server comes from this server’s settings (SMTP_URL): change it there.',
        );
      }
      const values = checkMailServerForm(form);
      if (password.length > MAX_PASSWORD || /[\r\n]/.test(password)) {
        throw refusal(422, 'The password is too long or holds a line break.', 'password');
      }
      const before = await stored();
      let sealed = before?.password ?? '';
      if (password !== '') {
        const bytes = key.get();
        if (!bytes) {
          throw refusal(
            409,
            'This server has no key to keep a password with: the operator sets SETTINGS_KEY, the same on every server (decision 051).',
            'password',
          );
        }
        sealed = sealSecret(password, bytes, PASSWORD_LABEL);
      }
      if (!values.user) sealed = '';
      else if (!sealed) {
        throw refusal(422, 'Type the password for that user name.', 'password');
      }
      const refused = await smtpHostRefusal(values.host, values.port, state.destination);
      if (refused === 'not found') {
        throw refusal(422, `No server named ${values.host} was found: check its spelling.`, 'host');
      }
      if (refused) {
        throw refusal(
          422,
          `${values.host} is not a public address: the website sends only through mail servers on the internet.`,
          'host',
        );
      }
      await db.transaction().execute(async (trx) => {
        await storeMailServer(trx, { ...values, password: sealed }, actor.id);
        await audit(trx, {
          actor,
          action: 'mail.server',
          subject: values.host,
          detail: {
            port: values.port,
            security: values.security,
            passwordChanged: password !== '',
          },
        });
      });
      await state.refresh();
    },

    /** Removes the stored mail server: mail from /admin is off. */
    async clear(actor: AuditActor) {
      if (state.isFromEnv) {
        throw refusal(
          409,
          'The mail server comes from this server’s settings (SMTP_URL): change it there.',
        );
      }
      await db.transaction().execute(async (trx) => {
        await clearMailServer(trx);
        await audit(trx, { actor, action: 'mail.server-removed', subject: 'mail server' });
      });
      await state.refresh();
    },

    /** Sends a test mail to `to` (the signed-in person) and says how it went. */
    async sendTest(to: string): Promise<TestMailResult> {
      await state.refresh();
      const now = state.current();
      let result: TestMailResult;
      if (now.source === 'env' && deps.smtpUrl) {
        const url = new URL(deps.smtpUrl);
        const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587);
        result = await sendTestMail(
          urlTransport(deps.smtpUrl, { single: true, waitMs }),
          { from: now.from, to },
          { host: url.hostname, port, waitSeconds: waitMs / 1000 },
        );
      } else {
        const server = await stored();
        if (!server) {
          return { ok: false, words: 'There is no mail server yet: save one first.', code: 'none' };
        }
        const opened = openMailServer(server, key);
        if (opened === 'unreadable') {
          return {
            ok: false,
            words: 'The stored password cannot be read on this server: type it again and save.',
            code: 'SECRET_UNREADABLE',
          };
        }
        result = await sendTestMail(
          officeTransport(opened, state.destination, { single: true, waitMs }),
          { from: now.from, to },
          { host: server.host, port: server.port, waitSeconds: waitMs / 1000 },
        );
      }
      if (!result.ok) {
        deps.log?.failure(
          'mail',
          Object.assign(new Error('the test mail was not sent'), { code: result.code }),
          '(test mail from /admin/office/mail)',
        );
      }
      return result;
    },

    /** Stores the site's address (checked like PUBLIC_URL); a 422 refusal says what is wrong. */
    async saveSiteAddress(actor: AuditActor, value: string) {
      const trimmed = value.trim();
      const problem = siteAddressProblem(trimmed);
      if (problem) throw refusal(422, `${problem}.`, 'siteAddress');
      const origin = new URL(trimmed).origin;
      await db.transaction().execute(async (trx) => {
        await storeSiteAddress(trx, origin, actor.id);
        await audit(trx, { actor, action: 'site.address', subject: origin });
      });
      await state.refresh();
      return origin;
    },
  };
}

/** SMTP_URL's host and port, never its user or password. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

export type MailAdmin = ReturnType<typeof createMailAdmin>;
