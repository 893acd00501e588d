import { Button } from '../components/button';
import { FormField } from '../components/form/form-field';
import { NameEmailFields } from '../components/form/name-email-fields';
import { type FallbackContact, StaticForm } from '../components/form/static-form';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Where to reach the company while online sending is not connected. */
  contact: FallbackContact;
}

/** The Contact Us "Send Message" form: name, email, subject and message. */
export function ContactForm({ contact }: ContactFormProps) {
  return (
    <StaticForm
      label="Send Message"
      contact={contact}
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
    </StaticForm>
  );
}
