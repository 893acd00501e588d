/**
 * "Send a test mail" (decision 051): one mail to the signed-in person over a connection of its
 * own, and the server's answer in words. The words never hold the password; the log keeps
 * only the code.
 */
import type { Transporter } from 'nodemailer';
import { brand } from '../../app/brand.ts';

export interface TestMailResult {
  ok: boolean;
  /** The sentence the owner reads. */
  words: string;
  /** A short code for the log (`EAUTH 535`, `ETIMEDOUT`); never personal data. */
  code: string;
}

/** Where the mail went, as the owner named it (for the words). */
export interface TestTarget {
  host: string;
  port: number;
  waitSeconds: number;
}

const CERTIFICATE =
  /CERT|certificate|self[- ]signed|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ALTNAME|Hostname\/IP does not match/i;

/** The answer to a failed send, in words. */
export function testMailWords(error: unknown, target: TestTarget): TestMailResult {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const text = `${code ?? ''} ${message ?? ''}`;
  const where = `${target.host} on port ${target.port}`;
  const tag = [code, responseCode].filter(Boolean).join(' ') || 'send failed';
  const say = (words: string) => ({ ok: false, words, code: tag });
  if (code === 'REFUSED_ADDRESS') {
    return say(
      `${target.host} is not a public address: the website sends only through mail servers on the internet.`,
    );
  }
  if (code === 'EAUTH' && responseCode) {
    return say(`The server refused the user name or password (${responseCode}).`);
  }
  if (code === 'EAUTH' || code === 'ENOAUTH') {
    return say('The server asks for a user name and password: type them and save.');
  }
  if (CERTIFICATE.test(text)) {
    return say(
      `The server’s certificate is not trusted (${certificateReason(text)}): check that the host is the one your provider gives, such as smtp.example.com.`,
    );
  }
  if (/wrong version number|WRONG_VERSION|packet length too long|EPROTO/i.test(text)) {
    return say(
      `The secure connection to ${where} failed: port 587 usually takes STARTTLS and 465 TLS.`,
    );
  }
  if (code === 'ETLS' || /STARTTLS/i.test(text)) {
    return say(`${where} does not offer STARTTLS: choose TLS (usually port 465) or another port.`);
  }
  if (code === 'ENOTFOUND' || code === 'EDNS' || code === 'EAI_AGAIN') {
    return say(`No server named ${target.host} was found: check its spelling.`);
  }
  if (code === 'ECONNREFUSED') {
    return say(`${where} refused the connection: check the port (usually 587 or 465).`);
  }
  if (
    code === 'ETIMEDOUT' ||
    code === 'ECONNECTION' ||
    code === 'ECONNRESET' ||
    code === 'ESOCKET'
  ) {
    return say(`No answer from ${where} within ${target.waitSeconds} s.`);
  }
  if (responseCode) {
    return say(
      `The server refused the mail (${responseCode}): check the From address is one your provider lets you send from.`,
    );
  }
  return say('The mail could not be sent; the server gave no reason.');
}

function certificateReason(text: string): string {
  if (/expired/i.test(text)) return 'it has expired';
  if (/self[- ]signed|SELF_SIGNED/i.test(text)) return 'it is self-signed';
  if (/ALTNAME|does not match/i.test(text)) return 'it is made out to another name';
  return 'it is not signed by an authority this server knows';
}

/** Sends the test mail through `transport` and says how it went. */
export async function sendTestMail(
  transport: Transporter,
  mail: { from: string; to: string },
  target: TestTarget,
): Promise<TestMailResult> {
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: `Test mail from ${brand.name}'s website`,
      text: [
        `This is the test mail sent from ${brand.name}'s website admin (Office, Mail).`,
        '',
        'It arrived, so the website can send mail: new leads, replies, invitations and password resets.',
      ].join('\n'),
    });
    const accepted = /^(\d{3})/.exec(String(info.response ?? ''))?.[1] ?? '250';
    return {
      ok: true,
      words: `Sent: the server accepted the mail (${accepted}). Look for it in ${mail.to}.`,
      code: `SMTP ${accepted}`,
    };
  } catch (error) {
    return testMailWords(error, target);
  } finally {
    transport.close();
  }
}
