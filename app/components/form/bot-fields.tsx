import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../forms/parse-form';

/**
 * Fields people never fill: a honeypot kept off screen and out of the tab order, and the fill
 * time the form's script writes on submit. Bots that fill them are answered but not stored.
 */
export function BotFields() {
  return (
    <>
      <div aria-hidden="true" className="sr-only">
        <label>
          Leave this field empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />
    </>
  );
}
