import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One AES-256 key of the banking key ring (issue 33, ADR 260). */
export type BankingKey = { id: string; key: Buffer };

/** `id:base64key` pairs, comma-separated; ids of letters, digits, `_`, `-`; keys of 32 bytes. */
export const BANKING_KEY_RING =
  /^[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/]{43}=(,[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/]{43}=)*$/;

/** The ring of BANKING_KEYS: the first key seals, every key opens (checked by the env schema before). */
export function parseBankingKeys(value: string): BankingKey[] {
  const keys = value.split(',').map((pair) => {
    const [id, key] = pair.split(':') as [string, string];
    return { id, key: Buffer.from(key, 'base64') };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error('duplicate key id');
  return keys;
}

/**
 * Without BANKING_KEYS (development, the demo, tests): one key generated once and kept in
 * DATA_DIR/banking-keys like the JWT secret (mode 0600), in BANKING_KEYS' format.
 */
export function loadOrCreateBankingKeys(dataDir: string): BankingKey[] {
  const file = path.join(dataDir, 'banking-keys');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (BANKING_KEY_RING.test(stored)) return parseBankingKeys(stored);
  }
  const ring = `local:${randomBytes(32).toString('base64')}`;
  writeFileSync(file, `${ring}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return parseBankingKeys(ring);
}
