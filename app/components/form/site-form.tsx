import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { checkFields, isField, isRefused, showCleaned, statusOf } from '../../browser/form-fields';
import { createTokenHolder } from '../../browser/form-token';
import { submitForm } from '../../browser/submit-form';
import type { FieldConstraints } from '../../forms/constraints';
import type { FormKind, FormResult } from '../../forms/form-result';
import { TOKEN_FIELD } from '../../forms/parse-form';
import { ANSWER_SLOT, REFERENCE_SLOT } from '../../islands/sent-confirmation';
import { siteFormData } from '../../islands/site-form-attrs';
import { BotFields } from './bot-fields';
import type { FallbackContact } from './fallback-contact';
import { FormStateContext } from './form-state-context';
import { FormStatus, type FormStatusProps } from './form-status';
import { SentConfirmation } from './sent-confirmation';

/** Props of {@link SiteForm}. */
export interface SiteFormProps {
  /** Accessible name of the form. */
  label: string;
  kind: FormKind;
  /** The page that takes the post without script (its route action). */
  action: string;
  /** The fields' HTML constraints, from the form's schema. */
  constraints: Readonly<Record<string, FieldConstraints>>;
  /** The server's answer to a post without script, when this page is that answer. */
  initial?: FormResult;
  /** What the visitor reads once it is sent. */
  sentMessage: FormStatusProps['sentMessage'];
  contact: FallbackContact;
  /** Extra query for the script's endpoint (the post of a comment). */
  endpointQuery?: string;
  children: ReactNode;
  className?: string;
  /** Colours of the status line (inverse on the dark footer). */
  tone?: 'default' | 'inverse';
  /**
   * A sent quote request or message ends on its confirmation in the form's place (the
   * thank-you page's content), its heading focused; other forms keep the line under the form.
   */
  confirms?: boolean;
  /** `multipart/form-data` for a form with files (the quote's: decision 032). */
  encType?: 'multipart/form-data';
  /** How the script sends it (default {@link submitForm}; with files, one that tells progress). */
  send?: typeof submitForm;
  /**
   * On a page served with islands, a form that `confirms` carries its confirmation's markup in a
   * `<template>` the island fills in (app/islands/sent-confirmation.ts). Never on a React page,
   * whose hydration would not find a template's content.
   */
  confirmationTemplate?: boolean;
}

/** Where the form's script sends it. */
const endpointOf = (kind: FormKind, query = '') => `/api/forms/${kind}${query}`;

type Sent = Extract<FormResult, { status: 'sent' }>;

/**
 * A form that reaches the office. Without script it is a plain `method="post"` form the
 * browser checks and the page's action answers. With script it is sent in place: messages
 * beside the fields, focus on the first problem, one submission however often it is clicked,
 * and the result announced in a status region. Nothing typed is ever cleared unless it was sent.
 */
export function SiteForm(props: SiteFormProps) {
  const { label, kind, action, constraints, initial, contact, children, className } = props;
  const [errors, setErrors] = useState(initial?.status === 'invalid' ? initial.errors : {});
  const [status, setStatus] = useState(statusOf(initial));
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const [tokens] = useState(createTokenHolder);
  const values = initial && initial.status !== 'sent' ? initial.values : {};
  const endpoint = endpointOf(kind, props.endpointQuery);
  const [confirmed, setConfirmed] = useState<Sent>();
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (confirmed) confirmationHeading.current?.focus();
  }, [confirmed]);

  // The browser's own checks guard the form until this code runs (and without script);
  // from then on the messages beside the fields take over. The form's own token is fetched when
  // the visitor starts on the form (focus or pointer); one who began before this code ran gets
  // it now. The visit is timed from the page's token, sent beside it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    if (form.contains(document.activeElement)) tokens.start();
  }, [tokens]);

  const focusField = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const { invalid, errors: found } = checkFields(form);
    setErrors(found);
    if (invalid.length > 0) {
      setStatus({ kind: 'invalid', count: invalid.length });
      invalid[0]?.focus();
      return;
    }
    sendingRef.current = true;
    setIsSending(true);
    setStatus({ kind: 'sending' });
    const outcome = await (props.send ?? submitForm)(form, endpoint, tokens);
    sendingRef.current = false;
    setIsSending(false);
    if (outcome.status === 'invalid') {
      showCleaned(form, outcome.errors, outcome.values);
      setErrors(outcome.errors);
      const names = Object.keys(outcome.errors);
      setStatus({ kind: 'invalid', count: names.length });
      if (names[0]) focusField(names[0]);
      return;
    }
    if (outcome.status === 'sent') {
      form.reset();
      tokens.spent();
      if (props.confirms && (outcome.kind === 'quote' || outcome.kind === 'message')) {
        setStatus(undefined);
        setConfirmed(outcome);
        return;
      }
    }
    setStatus(statusOf(outcome));
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Element;
    if (!isField(target) || !errors[target.name] || isRefused(target)) return;
    setErrors(({ [target.name]: _fixed, ...rest }) => rest);
  }

  if (confirmed && (confirmed.kind === 'quote' || confirmed.kind === 'message')) {
    return (
      <section aria-labelledby={headingId} className={className}>
        <SentConfirmation
          kind={confirmed.kind}
          reference={confirmed.reference}
          answer={confirmed.answer}
          contact={contact}
          heading={{ id: headingId, ref: confirmationHeading }}
        />
      </section>
    );
  }
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType={props.encType}
      aria-label={label}
      aria-busy={isSending || undefined}
      onSubmit={handleSubmit}
      onChange={handleChange}
      onFocus={() => tokens.start()}
      onPointerOver={() => tokens.start()}
      className={`relative ${className ?? ''}`}
      // Pages served with islands bind the form's island to this markup (app/islands/site-form.ts).
      {...siteFormData({
        endpoint,
        contact,
        sent: props.sentMessage,
        tone: props.tone,
      })}
    >
      <FormStateContext value={{ errors, values, constraints }}>{children}</FormStateContext>
      <BotFields token={values[TOKEN_FIELD]} />
      {props.confirms && props.confirmationTemplate && (kind === 'quote' || kind === 'message') && (
        <template data-confirmation="">
          <section aria-labelledby={headingId} className={className}>
            <SentConfirmation
              kind={kind}
              reference={REFERENCE_SLOT}
              answer={{ at: '', words: ANSWER_SLOT }}
              contact={contact}
              heading={{ id: headingId, ref: null }}
            />
          </section>
        </template>
      )}
      <FormStatus
        status={status}
        sentMessage={props.sentMessage}
        contact={contact}
        tone={props.tone}
      />
    </form>
  );
}
