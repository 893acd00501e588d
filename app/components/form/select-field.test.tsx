import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { SelectField } from './select-field';
import { SiteForm } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};
const options = [
  { value: 'interior-design', label: 'Interior Design' },
  { value: 'house-renovation', label: 'House Renovation' },
];

function renderForm() {
  render(
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
        options={options}
      />
      <Button type="submit">Send</Button>
    </SiteForm>,
  );
  return { select: screen.getByRole('combobox', { name: 'Services' }) };
}

// Its message as the visitor submits and chooses is the form island's (app/islands/site-form.test.tsx).
describe('SelectField', () => {
  it('starts on a placeholder that cannot be chosen, followed by every option', () => {
    const { select } = renderForm();
    expect(select).toBeRequired();
    expect(select).toHaveValue('');
    const choices = screen.getAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual([
      'Choose a service',
      'Interior Design',
      'House Renovation',
    ]);
    expect(choices[0]).toBeDisabled();
    expect(document.querySelectorAll('[data-required-marker]')).toHaveLength(1);
  });
});
