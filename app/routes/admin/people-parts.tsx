import { Form } from 'react-router';
import type { Role } from '../../../server/db/schema';
import { ROLE_HINTS, ROLE_LABELS } from './admin-format';
import { RowCard } from './admin-shell';
import { CompanyTime, ConfirmDialog, Field, KitButton, MenuItem, Panel, RowMenu } from './kit';
import { PersonPhoto } from './photo-panel';

/** A person as the People screen lists them. */
export interface PersonRow {
  id: number;
  name: string;
  photo: string | null;
  email: string;
  role: Role;
  createdAt: string;
}

/**
 * One person: who they are, one primary action (the other role), and the rest in the row's
 * menu; removal is destructive, so it asks first in a dialog.
 */
export function PersonCard({ person, isMe }: { person: PersonRow; isMe: boolean }) {
  const other: Role = person.role === 'owner' ? 'editor' : 'owner';
  const confirmId = `remove-${person.id}`;
  return (
    <RowCard data-email={person.email}>
      <div className="flex min-w-0 items-start gap-3">
        <PersonPhoto name={person.name} photo={person.photo} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-fg">
            {person.name}
            {isMe && <span className="font-normal text-fg-muted"> (you)</span>}
          </p>
          <p className="break-all text-sm text-fg-muted">{person.email}</p>
          <p className="text-sm text-fg-muted">
            {ROLE_LABELS[person.role]} · since <CompanyTime iso={person.createdAt} />
          </p>
        </div>
      </div>
      {!isMe && (
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="set-role" />
            <input type="hidden" name="id" value={person.id} />
            <input type="hidden" name="role" value={other} />
            <KitButton type="submit">
              Make {other === 'owner' ? 'an owner' : 'an editor'}
              <span className="sr-only"> of {person.name}</span>
            </KitButton>
          </Form>
          <RowMenu label={person.name}>
            <MenuItem destructive commandfor={confirmId} command="show-modal">
              Remove {person.name}…
            </MenuItem>
          </RowMenu>
          <ConfirmDialog
            id={confirmId}
            title={`Remove ${person.name}?`}
            consequence={`${person.email} is signed out at once and can no longer sign in. What they did stays in the audit log; an invitation can bring them back.`}
            confirm={`Remove ${person.name}`}
            action="/admin/people"
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={person.id} />
          </ConfirmDialog>
        </div>
      )}
    </RowCard>
  );
}

/** The invitation form: an email and a role; the link goes by mail, or to the owner to pass on. */
export function InviteSection({
  isMailOn,
  email,
  error,
}: {
  isMailOn: boolean;
  email?: string;
  error?: string;
}) {
  return (
    <Panel
      id="invite-title"
      title="Invite someone"
      wide={false}
      intro={
        isMailOn
          ? 'They get a mail with a link (it works for 72 hours) to choose their name and password.'
          : 'Mail is off on this server: you get the link to pass on yourself.'
      }
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="invite" />
        <Field
          label="Their email"
          name="email"
          error={error}
          input={{ type: 'email', autoComplete: 'off', defaultValue: email }}
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
        <KitButton type="submit" tone="primary" className="self-start">
          Send invitation
        </KitButton>
      </Form>
    </Panel>
  );
}

/** Invitations not yet taken up, each with a way to withdraw it. */
export function OpenInvites({
  invites,
}: {
  invites: readonly { email: string; role: string | null; expires_at: string }[];
}) {
  return (
    <Panel id="invites-title" title="Open invitations">
      <ul className="flex flex-col gap-3">
        {invites.map((invite) => (
          <RowCard key={invite.email}>
            <p className="text-fg">
              <span className="break-all font-semibold">{invite.email}</span>
              <span className="text-fg-muted">
                {' '}
                · {ROLE_LABELS[(invite.role ?? 'editor') as Role]} · until{' '}
                <CompanyTime iso={invite.expires_at} />
              </span>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="email" value={invite.email} />
              <KitButton type="submit">
                Withdraw<span className="sr-only"> the invitation of {invite.email}</span>
              </KitButton>
            </Form>
          </RowCard>
        ))}
      </ul>
    </Panel>
  );
}
