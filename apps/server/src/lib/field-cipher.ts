import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { BankingKey } from '../config/banking-keys';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Sealing values at rest with a key ring (issue 33, ADR 260): AES-256-GCM, a random 12-byte IV per value,
 * the key's id before each value (`<id>:<base64 of IV ‖ ciphertext ‖ tag>`), so a ring can hold old keys
 * while rows are re-sealed with the first. A hash is an HMAC-SHA-256 under a key derived from a ring key
 * (`<id>:<base64url>`): equal values have equal hashes under one key, so a value can be found without
 * storing it in clear; a lookup computes it under every key of the ring.
 */
export function createFieldCipher(ring: readonly BankingKey[]) {
  const [current] = ring;
  if (!current) throw new Error('the banking key ring is empty');
  const byId = new Map(ring.map((entry) => [entry.id, entry.key]));
  const hashKeys = new Map(
    ring.map((entry) => [
      entry.id,
      Buffer.from(hkdfSync('sha256', entry.key, Buffer.alloc(0), 'kundenportal banking hash', 32)),
    ]),
  );
  const hashUnder = (id: string, value: string) =>
    `${id}:${createHmac('sha256', hashKeys.get(id) as Buffer)
      .update(value)
      .digest('base64url')}`;

  return {
    currentKeyId: current.id,

    seal(value: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const sealed = Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${current.id}:${sealed.toString('base64')}`;
    },

    /** The value; throws for a value of a key not in the ring or one changed since it was sealed. */
    open(sealed: string): string {
      const colon = sealed.indexOf(':');
      const id = sealed.slice(0, Math.max(colon, 0));
      const key = byId.get(id);
      if (colon < 1 || !key) throw new Error(`sealed with key '${id}', which is not in the banking key ring`);
      const bytes = Buffer.from(sealed.slice(colon + 1), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },

    sealNullable(value: string | null): string | null {
      return value === null ? null : this.seal(value);
    },
    openNullable(sealed: string | null): string | null {
      return sealed === null ? null : this.open(sealed);
    },

    /** The hash to store, under the sealing key. */
    hash(value: string): string {
      return hashUnder(current.id, value);
    },

    /** The value's hash under every key of the ring, to find it whichever key stored it. */
    hashes(value: string): string[] {
      return ring.map((entry) => hashUnder(entry.id, value));
    },

    /** Whether a sealed value or hash is of the sealing key (a rotation leaves those alone). */
    isCurrent(stored: string): boolean {
      return stored.startsWith(`${current.id}:`);
    },
  };
}

export type FieldCipher = ReturnType<typeof createFieldCipher>;
