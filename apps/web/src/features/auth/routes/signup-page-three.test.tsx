import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, toastTexts } from '../../../test/render-routes';
import { getSavedLogin } from '../saved-login';
import {
  click,
  fillPageOne,
  fillPageThree,
  fillPageTwo,
  ok,
  renderSignup,
  stepHeading,
} from './signup-page.fixtures';

describe('sign-up wizard, page 3 and the back rules', () => {
  async function toPageThree() {
    const mock = mockFetch({
      'POST /api/emailcheck': ok,
      'POST /api/smstoken': ok,
      'POST /api/signup': () => ({ body: { token: 'jwt-new' } }),
      'GET /api/users/me': () => ({
        body: { user: demoUser({ first_name: 'Erika', email: 'erika@example.com' }) },
      }),
    });
    const view = renderSignup('/intro/registrierung?berater=BERATER42');
    await fillPageOne();
    await fillPageTwo();
    return { ...mock, ...view };
  }

  it('goes back from 3 to 1, and from 1 straight to 3 once an SMS was sent', async () => {
    const { calls } = await toPageThree();
    click('Zurück');
    expect(stepHeading()).toBe('Deine Daten');
    click('Weiter');
    await screen.findByText('Schritt 3 von 3');
    expect(calls.filter((call) => call.path === '/api/smstoken')).toHaveLength(1);
  });

  it('returns from 3 to 2 by "Nummer ändern", and back from 2 goes to 3 after an SMS', async () => {
    await toPageThree();
    click('Nummer ändern');
    expect(stepHeading()).toBe('Deine Mobilnummer');
    expect((screen.getByLabelText('Mobilnummer') as HTMLInputElement).value).toBe('0151 23456789');
    click('Zurück');
    expect(stepHeading()).toBe('Code und Passwort');
  });

  it('sends a new code on request', async () => {
    const { calls } = await toPageThree();
    click('Code erneut senden');
    await waitFor(() => expect(toastTexts()).toEqual(['Wir haben Dir einen neuen Code geschickt.']));
    expect(calls.filter((call) => call.path === '/api/smstoken')).toHaveLength(2);
  });

  it('needs the code, a password by the policy, the same confirmation and both consents', async () => {
    const { calls } = await toPageThree();
    fill('Passwort', 'kurz');
    fill('Passwort wiederholen', 'anders');
    click('Konto erstellen');
    // An empty code is missing, not wrong (issue 27).
    const code = await screen.findByLabelText('SMS-Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const codeError = document.getElementById(
      code
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')) ?? '',
    );
    expect(codeError?.textContent).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(screen.queryByText('Der SMS-Code ist falsch oder abgelaufen.')).toBeNull();
    expect(screen.getByText('Das Passwort erfüllt nicht alle Anforderungen.')).toBeTruthy();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(screen.getByText('Bitte stimme den Nutzungsbedingungen zu.')).toBeTruthy();
    expect(screen.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('SMS-Code')));
    expect(calls.some((call) => call.path === '/api/signup')).toBe(false);
  });

  it('shows a wrong SMS code at its field', async () => {
    const { calls } = mockFetch({
      'POST /api/emailcheck': ok,
      'POST /api/smstoken': ok,
      'POST /api/signup': () => ({
        status: 422,
        body: { errors: ['token=>Der SMS-Code ist falsch oder abgelaufen.', 'Bitte versuche es erneut.'] },
      }),
    });
    renderSignup();
    await fillPageOne();
    await fillPageTwo();
    fillPageThree();
    click('Konto erstellen');
    expect(await screen.findByText('Der SMS-Code ist falsch oder abgelaufen.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('SMS-Code')));
    expect(toastTexts()).toEqual(['Bitte versuche es erneut.']);
    expect(calls.at(-1)?.path).toBe('/api/signup');
  });

  it('takes a server error on the e-mail back to page 1 and shows it there', async () => {
    mockFetch({
      'POST /api/emailcheck': ok,
      'POST /api/smstoken': ok,
      'POST /api/signup': () => ({
        status: 422,
        body: { errors: ['email=>Diese E-Mail-Adresse wird bereits verwendet.'] },
      }),
    });
    renderSignup();
    await fillPageOne();
    await fillPageTwo();
    fillPageThree();
    click('Konto erstellen');
    expect(await screen.findByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeTruthy();
    expect(stepHeading()).toBe('Deine Daten');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-Mail')));
  });

  it('creates the account: signs up with the whole object, logs in, greets and lands', async () => {
    const { calls, router } = await toPageThree();
    fillPageThree();
    click('Konto erstellen');
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    const signup = calls.find((call) => call.path === '/api/signup');
    expect(signup?.body).toEqual({
      firstname: 'Erika',
      lastname: 'Neu',
      email: 'erika@example.com',
      password: 'Muster!2026',
      password_confirmation: 'Muster!2026',
      agb_check: '1',
      datenschutzerklaerung_check: '1',
      phone: '0151 23456789',
      country: 'DE',
      token: '123456',
      registered_platform: 'web',
      referrer: 'BERATER42',
    });
    expect(getToken()).toBe('jwt-new');
    expect(getSavedLogin()).toEqual({ email: 'erika@example.com', first_name: 'Erika' });
    expect(toastTexts()).toEqual(['Das Konto wurde erstellt.']);
  });
});
