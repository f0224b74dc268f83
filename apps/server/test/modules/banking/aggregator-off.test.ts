import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer } from './banking.fixtures';

const t = useTestApp();

describe('the bank aggregator unless configured (ADR 270)', () => {
  it('is off: the list says so, every other route is the German 404 banking_provider_off', async () => {
    const c = await bankingCustomer(t.app);
    const list = await c.call('GET', `${BANKING}/bankconnects/status`);
    expect(list.json()).toEqual({ anbieter: { finapi: false }, bankzugaenge: [] });
    for (const [method, url] of [
      ['POST', '/account/create'],
      ['GET', '/webform/1'],
      ['GET', '/bankconnects/1/status'],
      ['POST', '/bankconnects/1/refresh'],
      ['POST', '/account/1/refresh'],
    ] as const) {
      const answer = await c.call(method, `${BANKING}${url}`);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({
        error: 'banking_provider_off',
        message: 'Die Verbindung zur Bank ist hier nicht eingerichtet.',
      });
    }
  });

  it('is configured by all four FINAPI_* variables or none', () => {
    expect(testConfig().finapi).toBeNull();
    expect(() => testConfig({ FINAPI_CLIENT_ID: 'portal' })).toThrow(
      'FINAPI_CLIENT_SECRET, FINAPI_BASE_URL, FINAPI_WEBFORM_URL: needed with FINAPI_CLIENT_ID',
    );
    expect(
      testConfig({
        FINAPI_CLIENT_ID: 'portal',
        FINAPI_CLIENT_SECRET: 'secret',
        FINAPI_BASE_URL: 'https://sandbox.finapi.io/',
        FINAPI_WEBFORM_URL: 'https://webform-sandbox.finapi.io',
      }).finapi,
    ).toEqual({
      clientId: 'portal',
      clientSecret: 'secret',
      baseUrl: 'https://sandbox.finapi.io',
      webformUrl: 'https://webform-sandbox.finapi.io',
    });
  });
});
