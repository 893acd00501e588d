import type { Kysely } from 'kysely';
import { publicLink } from '../../common/public-link.ts';
import type { Database, Role } from '../db/schema.ts';
import { byNetwork } from '../http/address-key.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { auditRef } from '../privacy/audit-ref.ts';
import {
  createSession,
  endSession,
  endSessionsOf,
  listSessions,
  revokeSession,
  type SessionOrigin,
  type SignedIn,
  sessionOf,
} from '../store/sessions.ts';
import { checkAbout } from './about-line.ts';
import { type AuditActor, type AuditEntry, audit, listAudit } from './audit.ts';
import { authorize, type Need } from './authorize.ts';
import { isEmail, normaliseEmail } from './emails.ts';
import {
  consumeLink,
  createLink,
  INVITE_TTL_MS,
  pendingInvites,
  RESET_TTL_MS,
  readLink,
  withdrawInvite,
} from './links.ts';
import { inviteMail, resetMail } from './mail.ts';
import { hashPassword, passwordProblem, verifyNobody, verifyPassword } from './passwords.ts';
import { checkName } from './person-name.ts';
import { createSignInThrottle, type SignInThrottle } from './throttle.ts';
import {
  addPerson,
  countOwners,
  disablePerson,
  findByEmail,
  getPerson,
  hasPeople,
  listPeople,
  type Person,
  setAbout,
  setName,
  setPasswordHash,
  setPhoto,
  setRole,
} from './users.ts';

export type SignInResult =
  | { status: 'ok'; token: string; person: Person }
  | { status: 'wrong' }
  | { status: 'wait'; seconds: number };

/** A change refused: the words say why, for the person who asked. */
export type Refusal = { ok: false; error: string };
export type Outcome<T = object> = ({ ok: true } & T) | Refusal;

/** Where mailed links point: the site's public origin (PUBLIC_URL, common/public-link.ts). */
export type LinkBase = string;

const actorOf = (person: Person): AuditActor => ({ id: person.id, email: person.email });

/** The people, their sessions, mailed links and the audit log, over the database. */
export function createAccounts(
  db: Kysely<Database>,
  options: {
    /** Queues a mail and starts the outbox; undefined when mail is off. */
    sendMail?: (mail: OutgoingMail) => Promise<void>;
    throttle?: SignInThrottle;
    /** The key of the audit log's address references (server/privacy/audit-ref.ts). */
    secret: Uint8Array;
  },
) {
  const throttle = options.throttle ?? createSignInThrottle();
  /**
   * How the audit log names a typed email: an account's email as it is (staff data), any other
   * address only by its keyed reference (decision 035): a visitor's address typed into the
   * sign-in or reset form must not outlive its erasure in the log.
   */
  const named = (email: string, isAccount: boolean) =>
    !email ? '(no email)' : isAccount ? email : `address ${auditRef(options.secret, email)}`;
  // Reset requests: per address (answered 429) and per email (silently not sent again).
  const resetByAddress = byNetwork(createRateLimiter(5, 15 * 60 * 1000));
  const resetByEmail = createRateLimiter(3, 60 * 60 * 1000);
  const record = (entry: AuditEntry) => audit(db, entry);
  /** A change and its audit entry, committed together or not at all. */
  const change = <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);

  return {
    hasPeople: () => hasPeople(db),
    get isMailOn() {
      return Boolean(options.sendMail);
    },
    current: (token: string | undefined) => sessionOf(db, token),
    /** The one guard of the office's requests (authorize.ts). */
    authorize: (request: Request, need: Need, url?: URL) =>
      authorize((token) => sessionOf(db, token), request, need, url),

    /** Checks an email and password under the throttle; starts a session when right. */
    async signIn(
      input: { email: string; password: string } & SessionOrigin,
    ): Promise<SignInResult> {
      const email = normaliseEmail(input.email).slice(0, 254);
      const wait = throttle.wait(email, input.address);
      const user = email ? await findByEmail(db, email) : undefined;
      if (wait > 0) {
        await record({
          actor: { id: user?.id ?? null, email: named(email, Boolean(user)) },
          action: 'sign-in.throttled',
          subject: named(email, Boolean(user)),
          detail: { address: input.address, wait },
        });
        return { status: 'wait', seconds: wait };
      }
      const right =
        user && user.disabled_at === null
          ? await verifyPassword(user.password_hash, input.password)
          : await verifyNobody(input.password);
      if (!user || !right) {
        throttle.failed(email, input.address);
        await record({
          actor: { id: user?.id ?? null, email: named(email, Boolean(user)) },
          action: 'sign-in.failed',
          subject: named(email, Boolean(user)),
          detail: { address: input.address, known: Boolean(user) },
        });
        return { status: 'wrong' };
      }
      throttle.succeeded(email);
      return change(async (trx) => {
        const token = await createSession(trx, user.id, input);
        const person = (await getPerson(trx, user.id)) as Person;
        await audit(trx, {
          actor: actorOf(person),
          action: 'sign-in.ok',
          subject: person.email,
          detail: { address: input.address, browser: input.userAgent },
        });
        return { status: 'ok' as const, token, person };
      });
    },

    async signOut(token: string | undefined) {
      const signedIn = await sessionOf(db, token);
      await change(async (trx) => {
        await endSession(trx, token);
        if (!signedIn) return;
        await audit(trx, {
          actor: actorOf(signedIn.person),
          action: 'sign-out',
          subject: signedIn.person.email,
        });
      });
    },

    sessions: (userId: number) => listSessions(db, userId),

    async revokeSession(actor: SignedIn, sessionId: number): Promise<boolean> {
      return change(async (trx) => {
        const done = await revokeSession(trx, actor.person.id, sessionId);
        if (done) {
          await audit(trx, {
            actor: actorOf(actor.person),
            action: 'session.revoked',
            subject: `session ${sessionId}`,
            detail: { own: sessionId === actor.sessionId },
          });
        }
        return done;
      });
    },

    /**
     * Changes one's own password; every other session of theirs ends at once. The current
     * password is checked under the sign-in throttle (a stolen session must not become a way to
     * guess it at full speed): `wait` is set when the attempt was held back.
     */
    async changePassword(
      actor: SignedIn,
      current: string,
      next: string,
      address: string,
    ): Promise<Outcome | (Refusal & { wait: number })> {
      const email = actor.person.email;
      const wait = throttle.wait(email, address);
      const user = wait > 0 ? undefined : await findByEmail(db, email);
      const right = user ? await verifyPassword(user.password_hash, current) : false;
      if (!user || !right) {
        if (wait === 0) throttle.failed(email, address);
        await record({
          actor: actorOf(actor.person),
          action: 'password.change-refused',
          subject: email,
          detail: wait > 0 ? { address, wait } : { address },
        });
        if (wait > 0) {
          return { ok: false, wait, error: `Too many attempts. Please wait ${wait} seconds.` };
        }
        return { ok: false, error: 'Your current password is not right.' };
      }
      throttle.succeeded(email);
      const problem = passwordProblem(next);
      if (problem) return { ok: false, error: problem };
      const passwordHash = await hashPassword(next);
      await change(async (trx) => {
        await setPasswordHash(trx, user.id, passwordHash);
        await endSessionsOf(trx, user.id, actor.sessionId);
        await audit(trx, {
          actor: actorOf(actor.person),
          action: 'password.changed',
          subject: actor.person.email,
        });
      });
      return { ok: true };
    },

    /** Sets one's own name (Account, or the step after a first sign-in); audited with the old one. */
    async setName(actor: Person, raw: string): Promise<Outcome<{ name: string }>> {
      const named = checkName(raw);
      if (!named.ok) return named;
      await change(async (trx) => {
        await setName(trx, actor.id, named.name);
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.renamed',
          subject: actor.email,
          detail: { from: actor.name, to: named.name },
        });
      });
      return { ok: true, name: named.name };
    },

    /** Sets one's own "About me" line (empty removes it); shown on the posts they wrote. */
    async setAbout(actor: Person, raw: string): Promise<Outcome> {
      const checked = checkAbout(raw);
      if (!checked.ok) return checked;
      await change(async (trx) => {
        await setAbout(trx, actor.id, checked.about);
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.about-changed',
          subject: actor.email,
        });
      });
      return { ok: true };
    },

    /**
     * Sets one's own photo to a picture stored through POST /admin/media (cleaned there: upright,
     * no metadata), or removes it (null). A name that is no stored picture is refused.
     */
    async setPhoto(actor: Person, name: string | null): Promise<Outcome> {
      if (name !== null) {
        const stored = await db
          .selectFrom('media')
          .select('name')
          .where('name', '=', name)
          .executeTakeFirst();
        if (!stored) return { ok: false, error: 'That photo is not stored here: upload it again.' };
      }
      await change(async (trx) => {
        await setPhoto(trx, actor.id, name);
        await audit(trx, {
          actor: actorOf(actor),
          action: name === null ? 'person.photo-removed' : 'person.photo-changed',
          subject: actor.email,
          ...(name === null ? {} : { detail: { photo: name } }),
        });
      });
      return { ok: true };
    },

    async people() {
      return { people: await listPeople(db), invites: await pendingInvites(db) };
    },

    /** Invites someone by a mailed link; with mail off, the link is returned to show. */
    async invite(
      actor: Person,
      input: { email: string; role: Role },
      base: LinkBase,
    ): Promise<Outcome<{ mailed: boolean; link?: string }>> {
      const email = normaliseEmail(input.email);
      if (!isEmail(email))
        return { ok: false, error: 'Enter an email address such as name@example.com.' };
      const existing = await findByEmail(db, email);
      if (existing && existing.disabled_at === null) {
        return { ok: false, error: `${email} already has an account.` };
      }
      const token = await change(async (trx) => {
        const made = await createLink(trx, {
          kind: 'invite',
          email,
          role: input.role,
          createdBy: actor.id,
        });
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.invited',
          subject: email,
          detail: { role: input.role, mailed: Boolean(options.sendMail) },
        });
        return made;
      });
      const link = publicLink(base, `/admin/invite/${token}`);
      if (!options.sendMail) return { ok: true, mailed: false, link };
      const mail = inviteMail({
        inviter: actor.name,
        role: input.role,
        link,
        hours: INVITE_TTL_MS / 3_600_000,
      });
      await options.sendMail({ ...mail, to: email });
      return { ok: true, mailed: true };
    },

    async withdrawInvite(actor: Person, email: string) {
      await change(async (trx) => {
        await withdrawInvite(trx, email);
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.invite-withdrawn',
          subject: normaliseEmail(email),
        });
      });
    },

    async setRole(actor: Person, id: number, role: Role): Promise<Outcome> {
      const person = await getPerson(db, id);
      if (!person || person.disabled) return { ok: false, error: 'That person has no account.' };
      if (person.role === role) return { ok: true };
      if (person.role === 'owner' && (await countOwners(db)) <= 1) {
        return { ok: false, error: 'The site needs an owner: make someone else an owner first.' };
      }
      await change(async (trx) => {
        await setRole(trx, id, role);
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.role-changed',
          subject: person.email,
          detail: { from: person.role, to: role },
        });
      });
      return { ok: true };
    },

    /** Removes a person: they cannot sign in, and every session of theirs ends at once. */
    async remove(actor: Person, id: number): Promise<Outcome> {
      const person = await getPerson(db, id);
      if (!person || person.disabled) return { ok: false, error: 'That person has no account.' };
      if (person.id === actor.id) {
        return { ok: false, error: 'You cannot remove yourself; ask another owner.' };
      }
      if (person.role === 'owner' && (await countOwners(db)) <= 1) {
        return { ok: false, error: 'The site needs an owner: make someone else an owner first.' };
      }
      await change(async (trx) => {
        await disablePerson(trx, id);
        await endSessionsOf(trx, id);
        await audit(trx, {
          actor: actorOf(actor),
          action: 'person.removed',
          subject: person.email,
        });
      });
      return { ok: true };
    },

    async readInvite(token: string) {
      const link = await readLink(db, 'invite', token);
      return link ? { email: link.email, role: (link.role ?? 'editor') as Role } : undefined;
    },

    /** Accepts an invitation: the account is made and signed in. */
    async acceptInvite(
      token: string,
      input: { name: string; password: string } & SessionOrigin,
    ): Promise<Outcome<{ token: string }>> {
      const link = await readLink(db, 'invite', token);
      if (!link) return { ok: false, error: 'This invitation has expired or was used already.' };
      const named = checkName(input.name);
      if (!named.ok) return named;
      const { name } = named;
      const problem = passwordProblem(input.password);
      if (problem) return { ok: false, error: problem };
      const passwordHash = await hashPassword(input.password);
      return change(async (trx): Promise<Outcome<{ token: string }>> => {
        if (!(await consumeLink(trx, 'invite', token))) {
          return { ok: false, error: 'This invitation has expired or was used already.' };
        }
        const person = await addPerson(trx, {
          email: link.email,
          name,
          role: (link.role ?? 'editor') as Role,
          passwordHash,
        });
        if (!person) return { ok: false, error: `${link.email} already has an account: sign in.` };
        await audit(trx, {
          actor: actorOf(person),
          action: 'person.joined',
          subject: person.email,
          detail: { role: person.role, invitedBy: link.created_by },
        });
        return { ok: true, token: await createSession(trx, person.id, input) };
      });
    },

    /**
     * Mails a reset link when the email has an account. The answer is the same either way, so
     * it never tells whether an account exists; only too many requests from one address are
     * refused (with the seconds to wait).
     */
    async requestReset(email: string, base: LinkBase, address: string): Promise<{ wait: number }> {
      const wait = resetByAddress.hit(address);
      if (wait > 0) return { wait };
      const normalised = normaliseEmail(email);
      if (!isEmail(normalised)) return { wait: 0 };
      const user = await findByEmail(db, normalised);
      await record({
        actor: { id: user?.id ?? null, email: named(normalised, Boolean(user)) },
        action: 'password.reset-requested',
        subject: named(normalised, Boolean(user)),
        detail: { address, known: Boolean(user && user.disabled_at === null) },
      });
      if (!user || user.disabled_at !== null || !options.sendMail) return { wait: 0 };
      if (resetByEmail.hit(normalised) > 0) return { wait: 0 };
      const token = await createLink(db, { kind: 'reset', email: normalised });
      await options.sendMail({
        ...resetMail({
          link: publicLink(base, `/admin/reset/${token}`),
          minutes: RESET_TTL_MS / 60_000,
        }),
        to: user.email,
      });
      return { wait: 0 };
    },

    readReset: (token: string) => readLink(db, 'reset', token),

    /** Sets a new password from a reset link; every session of the person ends. */
    async completeReset(token: string, password: string): Promise<Outcome> {
      const link = await readLink(db, 'reset', token);
      if (!link) return { ok: false, error: 'This link has expired or was used already.' };
      const problem = passwordProblem(password);
      if (problem) return { ok: false, error: problem };
      const user = await findByEmail(db, link.email);
      if (!user || user.disabled_at !== null) {
        return { ok: false, error: 'This link has expired or was used already.' };
      }
      const passwordHash = await hashPassword(password);
      const isReset = await change(async (trx) => {
        if (!(await consumeLink(trx, 'reset', token))) return false;
        await setPasswordHash(trx, user.id, passwordHash);
        await endSessionsOf(trx, user.id);
        await audit(trx, {
          actor: { id: user.id, email: user.email },
          action: 'password.reset',
          subject: user.email,
        });
        return true;
      });
      if (!isReset) return { ok: false, error: 'This link has expired or was used already.' };
      throttle.succeeded(user.email);
      return { ok: true };
    },

    auditLog: (before?: number, prefixes?: readonly string[]) =>
      listAudit(db, { before, prefixes }),
    /** For the content store: one audit entry (see audit.ts). */
    audit: record,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** What the first owner is called until they give a name (ADMIN_NAME, sign-in, Account). */
export const PLACEHOLDER_NAME = 'Owner';

/**
 * ADMIN_PASSWORD at start: makes the first owner with ADMIN_EMAIL, or sets that person's
 * password and owner role again (ending their sessions when the password changed). ADMIN_NAME
 * (`name`) names a new first owner, or one still called by the placeholder; a name they chose
 * themselves is kept.
 */
export async function ensureFirstOwner(
  db: Kysely<Database>,
  email: string,
  password: string,
  name?: string,
) {
  const actor = { id: null, email: 'ADMIN_PASSWORD' };
  const user = await findByEmail(db, email);
  if (!user || user.disabled_at !== null) {
    // New, or brought back after being removed.
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await addPerson(trx, {
        email,
        name: name ?? user?.name ?? PLACEHOLDER_NAME,
        nameChosen: Boolean(name) || (user !== undefined && user.name_set_at !== null),
        role: 'owner',
        passwordHash,
      });
      await audit(trx, {
        actor,
        action: 'person.added',
        subject: normaliseEmail(email),
        detail: { role: 'owner' },
      });
    });
    return 'created' as const;
  }
  const rename = name !== undefined && user.name_set_at === null;
  const same = await verifyPassword(user.password_hash, password);
  if (same && user.role === 'owner' && !rename) return 'unchanged' as const;
  const passwordHash = same ? undefined : await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (user.role !== 'owner') await setRole(trx, user.id, 'owner');
    if (rename) await setName(trx, user.id, name);
    if (passwordHash) {
      await setPasswordHash(trx, user.id, passwordHash);
      await endSessionsOf(trx, user.id);
    }
    await audit(trx, {
      actor,
      action: 'person.updated',
      subject: user.email,
      detail: { role: 'owner', passwordChanged: !same, ...(rename ? { name } : {}) },
    });
  });
  return 'updated' as const;
}
