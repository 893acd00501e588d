/**
 * A secret the office typed (the mail server's password) as it is stored: AES-256-GCM with a
 * random 12-byte nonce, its 16-byte tag, and a label bound in as additional data so a value
 * sealed for one purpose cannot be used for another (decision 051).
 * The stored text: `v1.<nonce>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The stored value could not be opened: another key, or changed text. Says nothing of either. */
export class UnreadableSecretError extends Error {
  override name = 'UnreadableSecretError';
  readonly code = 'SECRET_UNREADABLE';
  constructor() {
    super('the stored secret cannot be read with this key');
  }
}

/** Seals `plain` under `key` (32 bytes) for `label`. */
export function sealSecret(plain: string, key: Uint8Array, label: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(label));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Opens a value {@link sealSecret} made; throws {@link UnreadableSecretError} otherwise. */
export function openSecret(sealed: string, key: Uint8Array, label: string): string {
  const [version, nonce, tag, body, extra] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined || extra !== undefined) {
    throw new UnreadableSecretError();
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(label));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new UnreadableSecretError();
  }
}
