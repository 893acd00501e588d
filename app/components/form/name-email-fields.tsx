import { FormField } from './form-field';

/** The required Name and Email pair that opens the contact and comment forms. */
export function NameEmailFields() {
  return (
    <>
      <FormField label="Name" name="name" autoComplete="name" />
      <FormField
        label="Email"
        messageLabel="your email address"
        name="email"
        autoComplete="email"
      />
    </>
  );
}
