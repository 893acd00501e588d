import { Send } from 'lucide-react';
import { useId } from 'react';
import type { FallbackContact } from '../../components/form/fallback-contact';
import { useFieldState } from '../../components/form/form-state-context';
import { SiteForm } from '../../components/form/site-form';
import { constraintsOf } from '../../forms/constraints';
import type { FormResult } from '../../forms/form-result';
import { subscribeSchema } from '../../forms/schemas';

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /** Another way to reach the company when the form cannot be sent. */
  contact: FallbackContact;
  /** The server's answer to a post without script (on the newsletter page). */
  initial?: FormResult;
  /** Colours: inverse on the dark footer, default on a page. */
  tone?: 'default' | 'inverse';
}

const constraints = constraintsOf(subscribeSchema);

/**
 * The newsletter sign-up: one address, stored once and confirmed from its mail; a new and a
 * known address read the same words (decision 035: the form never tells who is on the list).
 */
export function SubscribeForm({ contact, initial, tone = 'inverse' }: SubscribeFormProps) {
  return (
    <SiteForm
      label="Subscribe to our newsletter"
      kind="subscribe"
      action="/newsletter"
      constraints={constraints}
      initial={initial}
      contact={contact}
      tone={tone}
      sentMessage={{
        text: 'Thank you! Please check your inbox: if this address is not on our list yet, we have mailed it a link to confirm.',
      }}
      className="flex flex-col gap-3"
    >
      <EmailRow tone={tone} />
    </SiteForm>
  );
}

const INPUT_TONES = {
  inverse:
    'border-inverse-muted/50 bg-inverse-bg text-inverse-fg placeholder:text-inverse-muted aria-invalid:border-inverse-accent',
  default:
    'border-border-strong bg-surface text-fg placeholder:text-fg-muted aria-invalid:border-accent-text',
} as const;

const BUTTON_TONES = {
  inverse: 'bg-inverse-accent text-inverse-bg hover:bg-inverse-fg',
  default: 'bg-accent text-on-accent hover:bg-accent-strong',
} as const;

function EmailRow({ tone }: { tone: 'default' | 'inverse' }) {
  const id = useId();
  const { error, value, constraints: field } = useFieldState('email');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type={field.type ?? 'email'}
          name="email"
          placeholder="Email address"
          required={field.required}
          maxLength={field.maxLength}
          defaultValue={value}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          className={`min-h-12 w-full min-w-0 flex-1 rounded-md border px-4 text-base ${INPUT_TONES[tone]}`}
        />
        <button
          type="submit"
          className={`inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-md px-6 text-sm font-semibold tracking-wide uppercase transition-colors ${BUTTON_TONES[tone]}`}
        >
          Subscribe Now
          <Send aria-hidden="true" className="size-4" />
        </button>
      </div>
      {/* Always there (named after the field), so the form's island has the slot for a message. */}
      <p
        id={`${id}-email-error`}
        hidden={!error}
        className={`text-sm font-semibold ${tone === 'inverse' ? 'text-inverse-fg' : 'text-accent-text'}`}
      >
        {error}
      </p>
    </div>
  );
}
