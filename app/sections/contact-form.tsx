import { Button } from '../components/button';
import type { FallbackContact } from '../components/form/fallback-contact';
import { FormField } from '../components/form/form-field';
import { NameEmailFields } from '../components/form/name-email-fields';
import { SiteForm } from '../components/form/site-form';
import { constraintsOf } from '../forms/constraints';
import type { FormResult } from '../forms/form-result';
import { contactSchema } from '../forms/schemas';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Another way to reach the company when the form cannot be sent. */
  contact: FallbackContact;
  /** The server's answer to a post without script. */
  initial?: FormResult;
  /** On a page served with islands: the confirmation's markup for the island to fill in. */
  confirmationTemplate?: boolean;
}

const constraints = constraintsOf(contactSchema);

/** The Contact Us "Send Message" form: name, email, subject and message. */
export function ContactForm({ contact, initial, confirmationTemplate }: ContactFormProps) {
  return (
    <SiteForm
      label="Send Message"
      kind="message"
      action="/contact-us#send-message"
      constraints={constraints}
      initial={initial}
      contact={contact}
      confirms
      confirmationTemplate={confirmationTemplate}
      sentMessage={{
        lead: 'Thank you — your message is sent.',
        text: 'We reply within one working day.',
      }}
      className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NameEmailFields />
        <FormField label="Subject" name="subject" className="md:col-span-2" />
        <FormField label="Message" name="message" multiline className="md:col-span-2" />
      </div>
      <Button type="submit" className="mt-6">
        Send Message
      </Button>
    </SiteForm>
  );
}
