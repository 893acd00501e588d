/**
 * The newsletter as the app uses it (services.newsletter): a sign-up with its welcome mail
 * (double opt-in, decision 035), its confirmation and unsubscribing by the mailed token. The
 * rows are server/store/subscribers.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { type Attempt, attempt } from '../ops/attempt.ts';
import type { Screening } from '../spam/screen.ts';
import { confirmSubscription, subscribe, unsubscribe } from '../store/subscribers.ts';

/** Mail for a new subscriber, built by the app (it knows the site's words) from the link. */
export type SubscriberMail = (unsubscribeToken: string) => Omit<OutgoingMail, 'to'>;

/** What a sign-up did: 'held' is in Spam (answered as 'subscribed', mailed nothing). */
export type SignUp = 'subscribed' | 'already' | 'held';

export function createNewsletter(
  db: Kysely<Database>,
  /** Starts the outbox after a welcome was queued; undefined when mail is off (read at each sign-up). */
  outbox: { readonly flush: (() => void) | undefined },
) {
  return {
    /** A sign-up; a failure is handed back for the caller to log with its 503. */
    subscribe: (
      email: string,
      mail: SubscriberMail,
      screening?: Screening,
    ): Promise<Attempt<SignUp>> =>
      attempt(async () => {
        const result = await subscribe(db, email, screening);
        // Double opt-in (decision 035): a known address gets no new mail, a waiting one its
        // welcome again at most hourly; the visitor reads the same answer either way.
        if (result.status === 'already' || result.status === 'held') return result.status;
        if (result.status === 'unconfirmed') return 'already';
        const flushOutbox = outbox.flush;
        if (flushOutbox) {
          await queueMail(db, { ...mail(result.token), to: email.trim(), subscriberId: result.id });
          flushOutbox();
        }
        return 'subscribed';
      }),
    unsubscribe: (token: string) => unsubscribe(db, token),
    /** Confirms a sign-up from its welcome mail's link (double opt-in); idempotent. */
    confirm: (token: string) => confirmSubscription(db, token),
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
