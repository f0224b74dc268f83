import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { click, fillPageOne, fillPageTwo, ok, renderSignup, stepHeading } from './signup-page.fixtures';

describe('sign-up wizard, page 1', () => {
  it('checks name and e-mail with the shared rules before calling, and focuses the first invalid field', async () => {
    const { fetchMock } = mockFetch({});
    renderSignup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registrierung');
    expect(stepHeading()).toBe('Deine Daten');
    fill('Vorname', 'E');
    fill('E-Mail', 'erika@');
    click('Weiter');
    expect(await screen.findByText('Bitte gib mindestens 2 Zeichen ein.')).toBeTruthy();
    expect(screen.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    const firstname = screen.getByLabelText('Vorname');
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(firstname));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the e-mail check 422 at the e-mail field and clears it when the field changes', async () => {
    mockFetch({
      'POST /api/emailcheck': () => ({
        status: 422,
        body: { errors: ['email=>Diese E-Mail-Adresse wird bereits verwendet.'] },
      }),
    });
    renderSignup();
    fill('Vorname', 'Erika');
    fill('Nachname', 'Neu');
    fill('E-Mail', 'max.mustermann@example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeTruthy();
    const email = screen.getByLabelText('E-Mail');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    fill('E-Mail', 'erika@example.com');
    expect(screen.queryByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeNull();
    expect(stepHeading()).toBe('Deine Daten');
  });

  it('goes to page 2 when the e-mail check succeeds', async () => {
    const { calls } = mockFetch({ 'POST /api/emailcheck': ok });
    renderSignup();
    await fillPageOne();
    expect(stepHeading()).toBe('Deine Mobilnummer');
    expect(calls[0]?.body).toEqual({ email: 'erika@example.com' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('is reached from the login page by "Jetzt registrieren" (link target)', async () => {
    const { LoginPage } = await import('./login-page');
    mockFetch({});
    renderRoutes([{ path: '/intro/anmelden', Component: LoginPage }], '/intro/anmelden');
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' }).getAttribute('href')).toBe(
      '/intro/registrierung',
    );
  });
});

describe('sign-up wizard, page 2', () => {
  it('offers the countries with Germany preselected and de, at, ch first', async () => {
    mockFetch({ 'POST /api/emailcheck': ok });
    renderSignup();
    await fillPageOne();
    const select = screen.getByLabelText('Land') as HTMLSelectElement;
    expect(select.value).toBe('DE');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options.slice(0, 3)).toEqual(['DE', 'AT', 'CH']);
    expect(options.length).toBeGreaterThan(200);
  });

  it('refuses a number that is no mobile number of the selected country without calling', async () => {
    const { calls } = mockFetch({ 'POST /api/emailcheck': ok });
    renderSignup();
    await fillPageOne();
    fill('Mobilnummer', '030 1234567');
    click('Code senden');
    expect(await screen.findByText('Keine gültige Mobilnummer.')).toBeTruthy();
    expect(screen.getByLabelText('Mobilnummer').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('clears the number’s error when another country is chosen (the number is read in that country)', async () => {
    mockFetch({ 'POST /api/emailcheck': ok });
    renderSignup();
    await fillPageOne();
    fill('Mobilnummer', '030 1234567');
    click('Code senden');
    expect(await screen.findByText('Keine gültige Mobilnummer.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    expect(screen.getByLabelText('Mobilnummer').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Keine gültige Mobilnummer.')).toBeNull();
  });

  it('sends the SMS code for a valid number of the selected country and moves to page 3', async () => {
    const { calls } = mockFetch({ 'POST /api/emailcheck': ok, 'POST /api/smstoken': ok });
    renderSignup();
    await fillPageOne();
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    await fillPageTwo('0664 1234567');
    expect(calls[1]?.body).toEqual({ phone: '0664 1234567', country: 'AT', sendsms: 'send' });
    expect(screen.getByText('Wir haben Dir einen 6-stelligen Code an +436641234567 geschickt.')).toBeTruthy();
  });

  it('shows the server phone error at the field and a 429 as a toast', async () => {
    let status = 422;
    mockFetch({
      'POST /api/emailcheck': ok,
      'POST /api/smstoken': () =>
        status === 422
          ? { status, body: { errors: ['phone=>Keine gültige Mobilnummer.'] } }
          : { status, body: { error: 'too_many_requests' } },
    });
    renderSignup();
    await fillPageOne();
    fill('Mobilnummer', '0151 23456789');
    click('Code senden');
    expect(await screen.findByText('Keine gültige Mobilnummer.')).toBeTruthy();
    status = 429;
    fill('Mobilnummer', '0151 23456788');
    click('Code senden');
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
      ]),
    );
    expect(stepHeading()).toBe('Deine Mobilnummer');
  });

  it('goes back from 2 to 1 while no SMS was sent', async () => {
    mockFetch({ 'POST /api/emailcheck': ok });
    renderSignup();
    await fillPageOne();
    click('Zurück');
    expect(stepHeading()).toBe('Deine Daten');
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('erika@example.com');
  });
});
