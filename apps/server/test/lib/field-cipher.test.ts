import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createFieldCipher } from '../../src/lib/field-cipher';
import { tempDir } from '../helpers/temp-dir';

const key = (id: string) => ({ id, key: randomBytes(32) });
const ring = (...keys: { id: string; key: Buffer }[]) =>
  keys.map((entry) => `${entry.id}:${entry.key.toString('base64')}`).join(',');

describe('the banking key ring and field cipher (ADR 260)', () => {
  it('seals with a fresh IV each time, names the key, opens it again, and refuses a changed value', () => {
    const cipher = createFieldCipher([key('k1')]);
    const purpose = 'Miete Wohnung 3 OG Müller';
    const [one, two] = [cipher.seal(purpose), cipher.seal(purpose)];
    expect(one).not.toBe(two);
    expect(one).toMatch(/^k1:[A-Za-z0-9+/=]+$/);
    expect(one).not.toContain('Miete');
    expect(cipher.open(one)).toBe(purpose);
    const bytes = Buffer.from(one.slice(3), 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() => cipher.open(`k1:${bytes.toString('base64')}`)).toThrow();
    expect(() => createFieldCipher([key('k2')]).open(one)).toThrow(/not in the banking key ring/);
  });

  it('opens values of every ring key, seals and hashes with the first', () => {
    const [older, newer] = [key('alt'), key('neu')];
    const before = createFieldCipher([older]);
    const after = createFieldCipher([newer, older]);
    const sealed = before.seal('DE02120300000000202051');
    expect(after.open(sealed)).toBe('DE02120300000000202051');
    expect(after.isCurrent(sealed)).toBe(false);
    expect(after.isCurrent(after.seal('x'))).toBe(true);
    expect(after.hashes('DE02').includes(before.hash('DE02'))).toBe(true);
    expect(after.hash('DE02')).not.toBe(before.hash('DE02'));
    expect(after.hash('DE02')).toBe(after.hash('DE02'));
  });

  it('takes BANKING_KEYS, refuses a malformed ring, and generates one key once in DATA_DIR', () => {
    const dir = () => tempDir('kp-keys');
    const [a, b] = [key('a'), key('b')];
    expect(loadConfig({ DATA_DIR: dir(), BANKING_KEYS: ring(a, b) }).bankingKeys).toEqual([a, b]);
    for (const bad of [
      'a:kurz',
      `a:${a.key.toString('base64')},a:${b.key.toString('base64')}`,
      'ohne-schluessel',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dir(), BANKING_KEYS: bad })).toThrowError(ConfigError);
    }
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).bankingKeys;
    expect(loadConfig({ DATA_DIR: dataDir }).bankingKeys).toEqual(first);
    expect(first).toHaveLength(1);
    expect(first[0]?.key).toHaveLength(32);
    const file = path.join(dataDir, 'banking-keys');
    expect(readFileSync(file, 'utf8').trim()).toBe(ring(...first));
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
