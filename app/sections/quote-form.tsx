import { Button } from '../components/button';
import type { FallbackContact } from '../components/form/fallback-contact';
import { FormField } from '../components/form/form-field';
import { SelectField } from '../components/form/select-field';
import { SiteForm } from '../components/form/site-form';
import { serviceSlugs } from '../content/slugs';
import { constraintsOf } from '../forms/constraints';
import type { FormResult } from '../forms/form-result';
import type { QuoteSwitchable } from '../forms/quote-fields';
import { quoteSchemaFor } from '../forms/schemas';
import { QuoteExtras } from './quote-extras';

/** Props of {@link QuoteForm}. */
export interface QuoteFormProps {
  /** The services to choose from: value is the slug, label the title. */
  services: readonly { value: string; label: string }[];
  /** Another way to reach the company when the form cannot be sent. */
  contact: FallbackContact;
  /** The server's answer to a post without script. */
  initial?: FormResult;
  /** The fields the office requires (office settings); the spec's when not given. */
  required?: readonly QuoteSwitchable[];
  /** On a page served with islands: the markup its island fills in (confirmation, files). */
  islands?: boolean;
}

const specConstraints = constraintsOf(quoteSchemaFor(serviceSlugs));

/**
 * The Request a Quote form: contact details, the service wanted and a message (the spec's
 * fields), then the optional extras and files (decision 032).
 */
export function QuoteForm({ services, contact, initial, required, islands }: QuoteFormProps) {
  const constraints = required
    ? constraintsOf(quoteSchemaFor(serviceSlugs, required))
    : specConstraints;
  return (
    <SiteForm
      label="Request a quote"
      kind="quote"
      action="/request-quote#quote-heading"
      constraints={constraints}
      initial={initial}
      contact={contact}
      confirms
      encType="multipart/form-data"
      confirmationTemplate={islands}
      sentMessage={{
        lead: 'Thank you — your quote request is in.',
        text: 'A project lead will call you within one working day.',
      }}
      className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="First name" name="firstName" autoComplete="given-name" />
        <FormField label="Last name" name="lastName" autoComplete="family-name" />
        <FormField label="Email address" name="email" autoComplete="email" />
        <FormField
          label="Number"
          messageLabel="your phone number"
          name="phone"
          type="tel"
          autoComplete="tel"
        />
        <FormField label="Company or organization" name="company" autoComplete="organization" />
        <FormField
          label="Website"
          messageLabel="your website address"
          name="website"
          autoComplete="url"
          placeholder="https://"
        />
        <SelectField
          label="Services"
          messageLabel="a service"
          name="service"
          placeholder="Choose a service"
          options={services}
          className="md:col-span-2"
        />
        <FormField label="Message" name="message" multiline className="md:col-span-2" />
      </div>
      <QuoteExtras
        filesComeBack={initial !== undefined && initial.status !== 'sent'}
        islands={islands}
      />
      <Button type="submit" className="mt-6 w-full md:w-auto">
        Request a quote
      </Button>
    </SiteForm>
  );
}
