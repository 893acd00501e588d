import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { FormField } from './form-field';
import { StaticForm } from './static-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};

/** Controls by accessible name (the asterisk is hidden from assistive technology). */
const field = (name: string) => screen.getByRole('textbox', { name });

function renderForm() {
  render(
    <StaticForm label="Send Message" contact={contact}>
      <FormField label="Name" name="name" required />
      <FormField label="Email" name="email" type="email" required />
      <FormField label="Subject" name="subject" />
      <FormField label="Message" name="message" multiline />
      <Button type="submit">Send Message</Button>
    </StaticForm>,
  );
  return userEvent.setup();
}

describe('StaticForm', () => {
  it('marks only the required fields with an asterisk', () => {
    renderForm();
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Subject')).not.toBeRequired();
    expect(field('Message')).not.toBeRequired();
    expect(document.querySelectorAll('[data-required-marker]')).toHaveLength(2);
  });

  it('explains missing fields, focuses the first and keeps what was typed', async () => {
    const user = renderForm();
    await user.type(field('Subject'), 'Loft conversion');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Subject')).toHaveValue('Loft conversion');
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
  });

  it('rejects an email address the browser finds invalid', async () => {
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Email')).toHaveAccessibleDescription(/valid|like name@example.com/);
    expect(field('Email')).toHaveValue('not-an-email');
  });

  it('says sending is not connected and offers phone and email once valid, keeping the values', async () => {
    const user = renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/not connected/);
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(screen.getByRole('link', { name: 'office@example.com' })).toHaveAttribute(
      'href',
      'mailto:office@example.com',
    );
    expect(field('Name')).toHaveValue('Ada');
  });

  it('clears a field message as soon as the field becomes valid', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });
});
