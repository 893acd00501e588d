import { Form } from 'react-router';
import type { Role } from '../../../server/db/schema';
import { Button } from '../../components/button';
import { buttonClass } from '../../components/button-styles';
import { ROLE_HINTS, ROLE_LABELS, when } from './admin-format';
import { RowCard } from './admin-shell';
import { AdminField } from './auth-forms';

/** The confirmation shown before a person is removed (`?remove=ID`). */
export function RemoveConfirm({
  removing,
}: {
  removing: { id: number; name: string; email: string };
}) {
  return (
    <section
      aria-labelledby="remove-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-accent-text bg-surface p-5"
    >
      <h2 id="remove-title" className="text-h3 text-fg">
        {`Remove ${removing.name}?`}
      </h2>
      <p className="text-fg-muted">
        {removing.email} is signed out at once and can no longer sign in. What they did stays in the
        audit log.
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/admin/people">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={removing.id} />
          <Button type="submit">{`Remove ${removing.name}`}</Button>
        </Form>
        <a href="/admin/people" className={buttonClass('outline')}>
          Cancel
        </a>
      </div>
    </section>
  );
}

/** The invitation form: an email and a role; the link goes by mail, or to the owner to pass on. */
export function InviteSection({ isMailOn, email }: { isMailOn: boolean; email?: string }) {
  return (
    <section aria-labelledby="invite-title" className="flex max-w-xl flex-col gap-4">
      <h2 id="invite-title" className="text-h3 text-fg">
        Invite someone
      </h2>
      <p className="text-fg-muted">
        {isMailOn
          ? 'They get a mail with a link (it works for 72 hours) to choose their name and password.'
          : 'Mail is off on this server: you get the link to pass on yourself.'}
      </p>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="invite" />
        <AdminField
          label="Their email"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={email}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-fg">Role</legend>
          {(['editor', 'owner'] as const).map((role) => (
            <label key={role} className="flex min-h-11 items-center gap-3 text-fg">
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={role === 'editor'}
                className="size-5 accent-accent"
              />
              <span>
                <span className="font-semibold">{ROLE_LABELS[role]}</span>: {ROLE_HINTS[role]}
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="self-start">
          Send invitation
        </Button>
      </Form>
    </section>
  );
}

/** Invitations not yet taken up, each with a way to withdraw it. */
export function OpenInvites({
  invites,
}: {
  invites: readonly { email: string; role: string | null; expires_at: string }[];
}) {
  return (
    <section aria-labelledby="invites-title" className="flex flex-col gap-4">
      <h2 id="invites-title" className="text-h3 text-fg">
        Open invitations
      </h2>
      <ul className="flex flex-col gap-3">
        {invites.map((invite) => (
          <RowCard key={invite.email}>
            <p className="text-fg">
              <span className="break-all font-semibold">{invite.email}</span>
              <span className="text-fg-muted">
                {' '}
                · {ROLE_LABELS[(invite.role ?? 'editor') as Role]} · until {when(invite.expires_at)}
              </span>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="email" value={invite.email} />
              <Button type="submit" variant="outline">
                Withdraw<span className="sr-only"> the invitation of {invite.email}</span>
              </Button>
            </Form>
          </RowCard>
        ))}
      </ul>
    </section>
  );
}
