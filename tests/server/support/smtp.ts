import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process that keeps every mail it receives. With `login`, it
 * asks for that user name and password (over plain SMTP on loopback) and answers 535 to others.
 * Addresses a test puts in `refused` are answered 550 (the mailbox refuses this one mail), in
 * `deferred` 421 (the server puts this one mail off, "try again later").
 */
export async function startSmtp(port = 0, login?: { user: string; password: string }) {
  const mails: ParsedMail[] = [];
  const refused = new Set<string>();
  const deferred = new Set<string>();
  const server = new SMTPServer({
    onRcptTo(address, _session, done) {
      if (refused.has(address.address)) {
        return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      if (deferred.has(address.address)) {
        return done(Object.assign(new Error('Try again later'), { responseCode: 421 }));
      }
      done();
    },
    authOptional: !login,
    // Its built-in certificate has expired: plain SMTP on loopback only.
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: Boolean(login),
    onAuth(auth, _session, done) {
      if (login && auth.username === login.user && auth.password === login.password) {
        return done(null, { user: auth.username });
      }
      done(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    refused,
    deferred,
    /** Resolves with the first mail that matches, waiting up to `timeoutMs`. */
    async waitFor(match: (mail: ParsedMail) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find(match);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No matching mail within ${timeoutMs} ms (got ${mails.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
