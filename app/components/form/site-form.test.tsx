import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { constraintsOf } from '../../forms/constraints';
import type { FormResult } from '../../forms/form-result';
import { TOKEN_FIELD } from '../../forms/parse-form';
import { contactSchema } from '../../forms/schemas';
import { Button } from '../button';
import { FormField } from './form-field';
import { NameEmailFields } from './name-email-fields';
import { SiteForm } from './site-form';

const contact = {
  phone: { display: '+1 555 0100', href: 'tel:+15550100' },
  email: 'office@example.com',
};
const field = (name: string) => screen.getByRole('textbox', { name });

function contactForm(initial?: FormResult) {
  return (
    <SiteForm
      label="Send Message"
      kind="message"
      action="/contact-us"
      constraints={constraintsOf(contactSchema)}
      initial={initial}
      contact={contact}
      sentMessage={{ text: 'Message sent.' }}
    >
      <NameEmailFields />
      <FormField label="Message" name="message" multiline />
      <Button type="submit">Send Message</Button>
    </SiteForm>
  );
}

function renderForm(initial?: FormResult) {
  render(contactForm(initial));
}

// What the form does in the browser is its island's (app/islands/site-form.test.tsx): these
// hold the HTML it works from, before and without script.
describe('SiteForm', () => {
  it('is a real post form with the schema constraints, so it works before and without script', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Message' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact-us');
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).not.toBeRequired();
    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(document.querySelectorAll('[data-required-marker]')).toHaveLength(2);
  });

  it("restores the values and messages of the server's answer to a post without script", () => {
    renderForm({
      status: 'invalid',
      errors: { name: 'Please enter your name.' },
      values: { name: '', email: 'kept@example.com', [TOKEN_FIELD]: 'token-it-brought-back' },
    });
    expect(field('Email')).toHaveValue('kept@example.com');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(document.querySelector(`input[name="${TOKEN_FIELD}"]`)).toHaveValue(
      'token-it-brought-back',
    );
  });
});
