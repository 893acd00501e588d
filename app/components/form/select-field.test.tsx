import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  return { user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Services' }) };
}

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

  it('asks for a choice when submitted empty, then clears the message once one is made', async () => {
    const { user, select } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a service.');
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'house-renovation');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveValue('house-renovation');
  });
});
