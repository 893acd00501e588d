/** The sentence after a form's introduction that explains the * of its required fields. */
export const REQUIRED_NOTE = 'Fields marked * are required.';
