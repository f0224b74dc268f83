import { describe, expect, it } from 'vitest';
import { vergleichsrechnerTexts } from '../texts/vergleichsrechner';
import { normalOrigin, rechnerBodySchema } from './rechner-api';

const errors = vergleichsrechnerTexts.errors;
const good = {
  titel: ' Kfz-Vergleich ',
  sparte: 'kfz',
  url: 'https://Rechner.Example.de/kfz?partner=1',
  origins: [
    'https://RECHNER.example.de:443/',
    ' ',
    'https://rechner.example.de',
    'https://cdn.example.de:8443',
  ],
};

const messagesOf = (body: unknown) => {
  const parsed = rechnerBodySchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}=>${issue.message}`);
};

describe('normalOrigin', () => {
  it('writes an origin as event.origin does', () => {
    expect(normalOrigin(' HTTPS://Example.DE/ ')).toBe('https://example.de');
    expect(normalOrigin('https://example.de:443')).toBe('https://example.de');
    expect(normalOrigin('https://example.de:8443')).toBe('https://example.de:8443');
    expect(normalOrigin('http://localhost:8212')).toBe('http://localhost:8212');
    expect(normalOrigin('http://127.0.0.1:8212')).toBe('http://127.0.0.1:8212');
  });

  it('refuses http elsewhere, paths, queries, credentials, wildcards and other schemes', () => {
    for (const text of [
      'http://example.de',
      'https://example.de/widget',
      'https://example.de?x=1',
      'https://example.de#a',
      'https://user:pw@example.de',
      'https://*.example.de',
      '*',
      "'self'",
      'https://example.de; script-src *',
      'javascript:alert(1)',
      'data:text/html,x',
      'example.de',
      '',
    ])
      expect(normalOrigin(text), text).toBeNull();
  });
});

describe('rechnerBodySchema', () => {
  it('trims the title, normalises the address and the origins, drops blank and repeated ones', () => {
    expect(rechnerBodySchema.parse(good)).toEqual({
      titel: 'Kfz-Vergleich',
      sparte: 'kfz',
      url: 'https://rechner.example.de/kfz?partner=1',
      origins: ['https://rechner.example.de', 'https://cdn.example.de:8443'],
    });
  });

  it('names each refused field with its German message', () => {
    expect(messagesOf({ titel: '', sparte: 'boot', url: 'http://rechner.example.de', origins: [] })).toEqual([
      `titel=>${errors.titelRequired}`,
      `sparte=>${errors.sparteInvalid}`,
      `url=>${errors.urlInvalid}`,
      `origins=>${errors.originsRequired}`,
    ]);
    expect(messagesOf({ ...good, titel: 'x'.repeat(81) })).toEqual([`titel=>${errors.titelTooLong(80)}`]);
    expect(messagesOf({ ...good, origins: ['https://rechner.example.de', 'https://a.de/x'] })).toEqual([
      `origins=>${errors.originInvalid('https://a.de/x')}`,
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://r${i}.example.de`);
    expect(messagesOf({ ...good, url: 'https://r0.example.de', origins: eleven })).toEqual([
      `origins=>${errors.originsTooMany(10)}`,
    ]);
  });

  it('wants the address’s own origin among the allowed ones', () => {
    expect(messagesOf({ ...good, origins: ['https://cdn.example.de:8443'] })).toEqual([
      `origins=>${errors.urlOriginMissing}`,
    ]);
  });

  it('refuses unknown fields and missing ones', () => {
    expect(rechnerBodySchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
    expect(messagesOf({})).toEqual([
      `titel=>${errors.titelRequired}`,
      `sparte=>${errors.sparteInvalid}`,
      `url=>${errors.urlInvalid}`,
      `origins=>${errors.originsRequired}`,
    ]);
    expect(rechnerBodySchema.safeParse({ ...good, origins: 'https://rechner.example.de' }).success).toBe(
      false,
    );
  });
});
