// A quote form holding one required select of two services: what the select's own test renders
// and what the form island's test serves as the server's HTML.
import { Button } from '../button';
import { SelectField } from './select-field';
import { SiteForm } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};

export const SERVICE_OPTIONS = [
  { value: 'interior-design', label: 'Interior Design' },
  { value: 'house-renovation', label: 'House Renovation' },
];

export function ServiceSelectForm() {
  return (
    <SiteForm
      label="Quote"
      kind="quote"
      action="/request-quote"
      constraints={{ service: { required: true } }}
      contact={contact}
      sentMessage={{ text: 'Sent' }}
    >
      <SelectField
        label="Services"
        name="service"
        messageLabel="a service"
        placeholder="Choose a service"
        options={SERVICE_OPTIONS}
      />
      <Button type="submit">Send</Button>
    </SiteForm>
  );
}
