import { HONEYPOT_FIELD, TOKEN_FIELD, TOKEN_PLACEHOLDER } from '../../forms/parse-form';

/**
 * Fields people never fill (docs/decisions/030-spam-folder.md). The honeypot is not displayed
 * (so neither autofill nor a password manager fills it, and no one tabs into it) and its name
 * and label say nothing autofill matches; a page without styles shows it with its label. The
 * form token is written into the page by the server as it sends it, or is `token`: the one the
 * server's answer to a post without script brought back; the form's island sends a fresh one of
 * its own beside it.
 */
export function BotFields({ token }: { token?: string }) {
  return (
    <>
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input
        type="hidden"
        name={TOKEN_FIELD}
        // The server writes the page's token over the placeholder after rendering.
        defaultValue={token ?? TOKEN_PLACEHOLDER}
      />
    </>
  );
}
