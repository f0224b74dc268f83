import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ PUBLIC_LEGAL_MAX_PER_IP: '5' });

/** Each test from its own client address: the limit counts per address. */
const read = (
  query: string,
  ip = `10.27.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) =>
  t.app.inject({ method: 'GET', url: `/api/rechtstexte${query}`, headers: clientHeaders, remoteAddress: ip });

const DEFAULT_TEXTS = {
  nutzungsbedingungen: { version: '1', markdown: null },
  datenschutz: { version: '1', markdown: null },
};

describe('GET /api/rechtstexte (issue 27, item 12)', () => {
  it("answers without a token: the agency's imprint and own texts by its sign-up code, nothing private", async () => {
    const { db } = await getDatabase();
    const code = `Berger-${randomUUID().slice(0, 8)}`;
    await createAgent(db, {
      signupCode: code,
      vermittlerstatus: 'makler',
      ihk: 'IHK für München und Oberbayern',
      css: ':root{--x:1}',
      legalDocuments: { datenschutz: { markdown: '# Datenschutz der Agentur', version: 'ds-1' } },
    });
    const response = await read(`?berater=${code.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      impressum: {
        firma: 'Berger Versicherungsmakler GmbH',
        name: 'Thomas Berger',
        address: ['Leopoldstraße 42', '80802 München'],
        phone: '+49 89 1234567',
        email: 'thomas.berger@berger-makler.example',
        registernummer: 'D-4K2M-XE7QT-21',
        vermittlerstatus: 'makler',
        ihk: 'IHK für München und Oberbayern',
      },
      texts: {
        nutzungsbedingungen: { version: '1', markdown: null },
        datenschutz: { version: 'ds-1', markdown: '# Datenschutz der Agentur' },
      },
    });
  });

  it("without a code or with one nobody has: the operator's imprint (null) and the default texts", async () => {
    for (const query of ['', '?berater=gibt-es-nicht']) {
      const response = await read(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ impressum: null, texts: DEFAULT_TEXTS });
    }
  });

  it('refuses a code that is no code and unknown parameters with 422, never a 5xx', async () => {
    for (const query of ['?berater=%3Cscript%3E', '?berater=a%00b', `?berater=${'x'.repeat(65)}`, '?foo=1']) {
      const response = await read(query);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('limits the reads per client address (429 with Retry-After), other addresses go on', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await read('', ip)).statusCode).toBe(200);
    const refused = await read('', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('', '10.99.0.2')).statusCode).toBe(200);
  });
});
