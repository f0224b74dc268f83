import { describe, expect, it } from 'vitest';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../../../helpers/test-app';

/** Issue 32: the agency's claims hotline per insurer, which the customers' Notfallkarte shows. */
const t = useTestApp();
const one = (name: string) => `/api/berater/versicherer-einstellungen/${encodeURIComponent(name)}`;
const empty = { vermittlernummer: '', strasse: '', plz: '', ort: '', email: '' };

async function adviserCall() {
  const adviser = await createTestAdviser();
  return jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
}

describe('the agency’s claims hotline per insurer', () => {
  it('is saved with the settings and listed; a body without it keeps none', async () => {
    const call = await adviserCall();
    const saved = await call('PUT', one('Allianz'), { ...empty, schadenhotline: ' 089 333 444 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().insurer.settings).toMatchObject({ schadenhotline: '089 333 444' });
    const listed = (await call('GET', '/api/berater/versicherer-einstellungen')).json();
    const allianz = listed.insurers.find((item: { versicherer: string }) => item.versicherer === 'Allianz');
    expect(allianz.settings.schadenhotline).toBe('089 333 444');

    const without = await call('PUT', one('Allianz'), { ...empty, vermittlernummer: '7' });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().insurer.settings).toMatchObject({ vermittlernummer: '7', schadenhotline: '' });
  });

  it('refuses a number that is none with 422 at its field', async () => {
    const call = await adviserCall();
    const response = await call('PUT', one('Allianz'), { ...empty, schadenhotline: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: ['schadenhotline=>Keine gültige Telefonnummer.'] });
  });
});
