import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { click, fillPageOne, fillPageThree, fillPageTwo, ok, renderSignup } from './signup-page.fixtures';

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';

/** The sign-up wizard opened through a customer's referral link (issue 13). */
describe('sign-up through a referral link', () => {
  function serve(invitation: 'known' | 'unknown') {
    return mockFetch({
      [`GET /api/empfehlung/${SLUG}`]: () =>
        invitation === 'known'
          ? { body: { empfehlung: { vorname: 'Max', berater: 'berger' } } }
          : { status: 404, body: { error: 'not_found' } },
      'POST /api/emailcheck': ok,
      'POST /api/smstoken': ok,
      'POST /api/signup': () => ({ body: { token: 'jwt-new' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser({ first_name: 'Erika' }) } }),
    });
  }

  it('says who recommends and sends the slug as referrer', async () => {
    const { calls } = serve('known');
    renderSignup(`/intro/registrierung?empfehlung=${SLUG}`);
    expect(await screen.findByText('Max hat Dir das Kundenportal empfohlen.')).toBeTruthy();
    await fillPageOne();
    await fillPageTwo();
    fillPageThree();
    click('Konto erstellen');
    await screen.findByText('Landing');
    expect(calls.find((call) => call.path === '/api/signup')?.body).toMatchObject({ referrer: SLUG });
  });

  it('is the normal sign-up when the link is unknown: no referrer, no toast', async () => {
    const { calls } = serve('unknown');
    renderSignup(`/intro/registrierung?empfehlung=${SLUG}`);
    await fillPageOne();
    await fillPageTwo();
    fillPageThree();
    click('Konto erstellen');
    await screen.findByText('Landing');
    expect(screen.queryByText(/hat Dir das Kundenportal empfohlen/)).toBeNull();
    expect(calls.find((call) => call.path === '/api/signup')?.body).not.toHaveProperty('referrer');
  });
});
