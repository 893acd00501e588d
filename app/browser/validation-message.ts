type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A plain-language message for a field the browser found invalid. */
export function validationMessage(field: FieldElement): string {
  const label = field.dataset.label ?? field.name;
  const { validity } = field;
  if (validity.valueMissing)
    return field instanceof HTMLSelectElement
      ? `Please choose ${label}.`
      : `Please enter ${label}.`;
  if (validity.typeMismatch && field.type === 'email')
    return 'Please enter an email address like name@example.com.';
  if (validity.typeMismatch && field.type === 'url')
    return 'Please enter a web address like https://example.com.';
  if (validity.patternMismatch || validity.badInput) return `Please check ${label}.`;
  if (validity.tooShort)
    return `Please enter at least ${field.getAttribute('minlength')} characters.`;
  return field.validationMessage || `Please check ${label}.`;
}
