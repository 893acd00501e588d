import { useId } from 'react';
import { Form } from 'react-router';
import type { MailAdmin } from '../../../../server/mail/mail-admin';
import { fieldControlClass } from '../../../components/form/form-field';
import { KitButton } from '../kit';

/** The id of the confirmation that removes the mail server. */
export const REMOVE_SERVER = 'remove-server';

export type MailView = Awaited<ReturnType<MailAdmin['view']>>;

/** The look of the Mail screen's panels, headings, hints and labels. */
export const box =
  'flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card';
export const legend = 'text-h3 font-bold text-fg';
export const hint = 'text-sm text-fg-muted';
export const labelClass = 'text-sm font-semibold text-fg';

const SECURITY_CHOICES = [
  { value: 'starttls', label: 'STARTTLS', words: 'usually port 587; the usual choice' },
  { value: 'tls', label: 'TLS', words: 'usually port 465' },
  { value: 'none', label: 'None', words: 'unencrypted: only a server that asks for it' },
] as const;

/** One labelled text field with its hint; `invalid` when the server refused it. */
function TextField(props: {
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric';
  invalid: boolean;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className={hint}>
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        required={props.required}
        spellCheck={false}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        aria-invalid={props.invalid || undefined}
        className={fieldControlClass}
      />
    </div>
  );
}

/** The mail server as the owner sets it; the password is never sent back to the page. */
export function MailServerForm({ view, errorField }: { view: MailView; errorField?: string }) {
  const server = view.server;
  const invalid = (name: string) => errorField === name;
  return (
    <Form method="post" className={box} aria-labelledby="mail-server">
      <input type="hidden" name="intent" value="save-server" />
      <h2 id="mail-server" className={legend}>
        Outgoing mail server
      </h2>
      <p className={hint}>
        New leads, replies to leads, invitations and password resets go out through it. Your mail
        provider gives these settings; the common ones are below.
      </p>
      <div className="grid gap-4 md:grid-cols-[1fr_10rem]">
        <TextField
          name="host"
          label="Host"
          hint="Such as smtp.example.com"
          defaultValue={server?.host}
          invalid={invalid('host')}
          required
        />
        <TextField
          name="port"
          label="Port"
          hint="Usually 587 or 465"
          defaultValue={String(server?.port ?? 587)}
          inputMode="numeric"
          invalid={invalid('port')}
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2" aria-invalid={invalid('security') || undefined}>
        <legend className={`${labelClass} mb-1`}>Security</legend>
        {SECURITY_CHOICES.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-11 items-center gap-3 text-fg">
            <input
              type="radio"
              name="security"
              value={choice.value}
              defaultChecked={(server?.security ?? 'starttls') === choice.value}
              className="size-5 shrink-0 accent-[var(--color-accent)]"
            />
            <span>
              {choice.label} <span className="text-fg-muted">({choice.words})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        name="user"
        label="User name"
        hint="Often your full email address; empty when the server asks for none."
        defaultValue={server?.user}
        autoComplete="off"
        invalid={invalid('user')}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={
          server?.isPasswordSet && !view.isPasswordUnreadable
            ? 'A password is set; type here only to replace it.'
            : 'The password or app password your provider gives. It is stored encrypted and never shown again.'
        }
        invalid={invalid('password')}
      />
      <TextField
        name="from"
        label="From address"
        type="email"
        hint="The address mail comes from; your provider must let you send from it."
        defaultValue={server?.from}
        invalid={invalid('from')}
        required
      />
      <TextField
        name="notifyTo"
        label="Office mailbox"
        type="email"
        hint="New leads and the daily digest are mailed here."
        defaultValue={server?.notifyTo}
        invalid={invalid('notifyTo')}
        required
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <KitButton type="submit" tone="primary">
          Save the mail server
        </KitButton>
        {server && (
          // Asks first in the kit's confirmation (mail.tsx); `?remove=1` opens it from the server.
          <KitButton commandfor={REMOVE_SERVER} command="show-modal">
            Remove the mail server…
          </KitButton>
        )}
      </div>
    </Form>
  );
}
