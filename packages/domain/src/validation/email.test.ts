import { describe, expect, it } from 'vitest';
import { EMAIL_ERROR_TYPE, emailSchema, isValidEmail } from './email';

const accepted = [
  'max.mustermann@example.com',
  'erika.beispiel@example.com',
  'a@b.de',
  'Max.Mustermann@Example.COM',
  'max+portal@example.com',
  "o'brien@example.ie",
  'first_last-1@sub.domain.example.org',
  'user@xn--mller-kva.de',
  'user@my-domain.co.uk',
  '1234@example.museum',
];

const rejected = [
  '',
  ' ',
  'max',
  'max@',
  '@example.com',
  'max@example',
  'max@example.',
  'max@example.c',
  'max@.example.com',
  'max@example..com',
  'max@-example.com',
  'max@example-.com',
  'max@exa_mple.com',
  'max@@example.com',
  'max@exa@mple.com',
  'max mustermann@example.com',
  'max@example .com',
  ' max@example.com',
  'max@example.com ',
  'max@example.com\n',
  'max@example.123',
  'max@[127.0.0.1]',
  '"max"@example.com',
  'max@exämple.de',
];

describe('isValidEmail', () => {
  it.each(accepted)('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(rejected)('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts an address of 254 characters and rejects one of 255', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.de`; // 195 characters
    const at254 = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`x${at254}`)).toBe(false);
  });

  it('rejects a domain label longer than 63 characters', () => {
    expect(isValidEmail(`a@${'b'.repeat(63)}.de`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.de`)).toBe(false);
  });

  it('names the spec error type', () => {
    expect(EMAIL_ERROR_TYPE).toBe('EmailErr');
  });
});

describe('emailSchema', () => {
  it('trims before checking', () => {
    expect(emailSchema.parse('  max@example.com ')).toBe('max@example.com');
  });

  it('requires a value', () => {
    const result = emailSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Dieses Feld ist ein Pflichtfeld.');
  });

  it('rejects a bad address with the German message', () => {
    const result = emailSchema.safeParse('max@example');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    ]);
  });

  it('rejects a non-string with the required message', () => {
    const result = emailSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Dieses Feld ist ein Pflichtfeld.');
  });
});
