import { Notice } from '../kit';

/** What a form of the alerts screen answered: which form, and its notice or error. */
export type Answer = { form: 'webhook' | 'test' | 'digest'; notice?: string; error?: string };

/** A form's result line: its notice, or its error (announced either way). */
export function AnswerNotice({ answer }: { answer?: Answer }) {
  if (!answer) return null;
  return answer.error ? (
    <Notice tone="error">{answer.error}</Notice>
  ) : (
    <Notice tone="success">{answer.notice}</Notice>
  );
}
