import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceSelectForm } from './service-select-form.test-fixture';

function renderForm() {
  render(<ServiceSelectForm />);
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
