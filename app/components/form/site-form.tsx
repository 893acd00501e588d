import { type ReactNode, useId } from 'react';
import { statusOf } from '../../browser/form-fields';
import type { FieldConstraints } from '../../forms/constraints';
import type { FormKind, FormResult } from '../../forms/form-result';
import { TOKEN_FIELD } from '../../forms/parse-form';
import { ANSWER_SLOT, REFERENCE_SLOT, VISIT_SLOT } from '../../islands/sent-confirmation';
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
  /**
   * A form that `confirms` carries its confirmation's markup in a `<template>` the island fills
   * in (app/islands/sent-confirmation.ts).
   */
  confirmationTemplate?: boolean;
}

/** Where the form's script sends it. */
const endpointOf = (kind: FormKind, query = '') => `/api/forms/${kind}${query}`;

/**
 * A form that reaches the office. Without script it is a plain `method="post"` form the
 * browser checks and the page's action answers (this renders that answer: the messages beside
 * the fields, the values kept, the status). With script the site form island
 * (app/islands/site-form.ts) sends it in place: messages beside the fields, focus on the first
 * problem, one submission however often it is clicked, and the result announced in a status
 * region. Nothing typed is ever cleared unless it was sent.
 */
export function SiteForm(props: SiteFormProps) {
  const { label, kind, action, constraints, initial, contact, children, className } = props;
  const errors = initial?.status === 'invalid' ? initial.errors : {};
  const status = statusOf(initial);
  const values = initial && initial.status !== 'sent' ? initial.values : {};
  const endpoint = endpointOf(kind, props.endpointQuery);
  const headingId = useId();

  return (
    <form
      method="post"
      action={action}
      encType={props.encType}
      aria-label={label}
      className={`relative ${className ?? ''}`}
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
              heading={{ id: headingId }}
              visitLink={kind === 'quote' ? VISIT_SLOT : undefined}
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
