import { PAGE_TOKEN_FIELD, TOKEN_FIELD, TOKEN_PLACEHOLDER } from '../forms/parse-form';

/** Where the form's script asks for a token of its own (no-store; one per visitor). */
export const TOKEN_ENDPOINT = '/api/form-token';

/** A fetched token is renewed before sending when older than this (the server's limit is 7 days). */
const RENEW_AFTER_MS = 6 * 24 * 60 * 60 * 1000;
/** How long sending waits for a token still on its way before it uses the page's own. */
const WAIT_MS = 4000;

/**
 * The form's own token, fetched when the visitor starts on the form (focus or pointer): the
 * server then times the visit from there. Until it arrives, or if it never does, the token the
 * server wrote into the page stays in the form.
 */
export function createTokenHolder() {
  let pending: Promise<string | undefined> | undefined;
  let fetchedAt = 0;

  const fetchToken = async (): Promise<string | undefined> => {
    try {
      const response = await fetch(TOKEN_ENDPOINT, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { token?: unknown };
      return typeof body.token === 'string' ? body.token : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    /** Starts fetching once per visit of the form (again after a send). */
    start() {
      if (pending) return;
      fetchedAt = Date.now();
      pending = fetchToken();
    },
    /**
     * Puts the tokens into the outgoing body: the fetched one, with the page's beside it (the
     * time the page was handed out); without a fetched one, the page's alone.
     */
    async fill(body: URLSearchParams) {
      if (pending && Date.now() - fetchedAt > RENEW_AFTER_MS) pending = undefined;
      this.start();
      const timeout = new Promise<undefined>((done) => setTimeout(done, WAIT_MS));
      const token = await Promise.race([pending, timeout]);
      if (!token) {
        pending = undefined;
        return;
      }
      const fromPage = body.get(TOKEN_FIELD);
      if (fromPage && fromPage !== TOKEN_PLACEHOLDER) body.set(PAGE_TOKEN_FIELD, fromPage);
      body.set(TOKEN_FIELD, token);
    },
    /** A sent form's token is spent: the next visit of the form fetches another. */
    spent() {
      pending = undefined;
    },
  };
}

export type TokenHolder = ReturnType<typeof createTokenHolder>;
