import { Button } from '../components/button';
import { FormField } from '../components/form/form-field';
import { SelectField } from '../components/form/select-field';
import { type FallbackContact, StaticForm } from '../components/form/static-form';

/** Props of {@link QuoteForm}. */
export interface QuoteFormProps {
  /** The services to choose from: value is the slug, label the title. */
  services: readonly { value: string; label: string }[];
  /** Where to reach the company while online sending is not connected. */
  contact: FallbackContact;
}

/** The Request a Quote form: contact details, the service wanted and a message. */
export function QuoteForm({ services, contact }: QuoteFormProps) {
  return (
    <StaticForm
      label="Request a quote"
      contact={contact}
      className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="First name" name="firstName" required autoComplete="given-name" />
        <FormField label="Last name" name="lastName" autoComplete="family-name" />
        <FormField label="Email address" name="email" type="email" required autoComplete="email" />
        <FormField
          label="Number"
          messageLabel="your phone number"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
        />
        <FormField
          label="Company or organization"
          name="company"
          required
          autoComplete="organization"
        />
        <FormField
          label="Website"
          messageLabel="your website address"
          name="website"
          type="url"
          required
          autoComplete="url"
          placeholder="https://"
        />
        <SelectField
          label="Services"
          messageLabel="a service"
          name="service"
          required
          placeholder="Choose a service"
          options={services}
          className="md:col-span-2"
        />
        <FormField label="Message" name="message" multiline required className="md:col-span-2" />
      </div>
      <Button type="submit" className="mt-6 w-full md:w-auto">
        Request a quote
      </Button>
    </StaticForm>
  );
}
