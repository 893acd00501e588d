/** What every route of the server's Hono app (app.ts) can read of its request. */
export type AppEnv = {
  /** What the Node adapter gives each request: the socket, for the client's address. */
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
  Variables: {
    /** The address the visitor asked for (behind a trusted proxy, its forwarded host and scheme), path normalised. */
    url: URL;
    /** The client's address (client-address.ts: TRUST_PROXY applied); every limiter keys on it. */
    clientIp: string;
    /** Run once the answer is made, whatever it was (a quote's temporary files). */
    cleanups: (() => Promise<void>)[];
  };
};
