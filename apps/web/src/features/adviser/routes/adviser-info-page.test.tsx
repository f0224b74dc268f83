import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { bodyOf, button, control, errorOf, fillIn, me, radio, signedIn } from '../requests/requests.harness';
import { AdviserInfoPage } from './adviser-info-page';

signedIn();

function renderPage() {
  return renderRoutes(
    [
      { path: '/app/berater/info', element: <AdviserInfoPage /> },
      { path: '/app/schadensmeldung', element: <p>Schadensmeldung-Seite</p> },
    ],
    '/app/berater/info',
  );
}

const contactCard = () => screen.findByRole('region', { name: 'Kontakt zum Berater' });

async function open(name: string) {
  fireEvent.click(within(await contactCard()).getByRole('button', { name }));
  // The modals load when one is first opened (a chunk of their own): slow on a busy machine.
  return screen.findByRole('dialog', { hidden: true, name }, { timeout: 5000 });
}

describe('adviser page: contact data', () => {
  it('keeps phone and mail links and links the address to a map in a new tab', async () => {
    mockFetch({ 'GET /api/users/me': me() });
    renderPage();
    await contactCard();
    expect(screen.getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe(
      'tel:+49301234567',
    );
    expect(screen.getByRole('link', { name: 'anna@berater.example' }).getAttribute('href')).toBe(
      'mailto:anna@berater.example',
    );
    const map = screen.getByRole('link', { name: /Hauptstraße 1.*Karte.*neuen Tab/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%201%2C%2010115%20Berlin',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it("offers the three requests and 'Schaden melden' with the claims flag", async () => {
    mockFetch({ 'GET /api/users/me': me() });
    const { router } = renderPage();
    const card = await contactCard();
    expect(
      within(card)
        .getAllByRole('button')
        .map((element) => element.textContent),
    ).toEqual(['Kontaktanfrage', 'Anfrage stellen', 'Jemanden empfehlen']);
    fireEvent.click(within(card).getByRole('link', { name: 'Schaden melden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/schadensmeldung'));
  });

  it("links the approvals ('Freigaben ansehen') to the documents only with the documents and approvals flags", async () => {
    mockFetch({ 'GET /api/users/me': me({}, { dokumente_list: true, show_freigaben: true }) });
    const first = renderPage();
    const card = await contactCard();
    expect(within(card).getByRole('link', { name: 'Freigaben ansehen' }).getAttribute('href')).toBe(
      '/app/dokumente',
    );
    first.unmount();
    mockFetch({ 'GET /api/users/me': me({}, { dokumente_list: true, show_freigaben: false }) });
    renderPage();
    expect(within(await contactCard()).queryByRole('link', { name: 'Freigaben ansehen' })).toBeNull();
  });

  it("has no 'Schaden melden' without the claims flag, and no card without an adviser", async () => {
    mockFetch({ 'GET /api/users/me': me({}, { schaden: false }) });
    const first = renderPage();
    const card = await contactCard();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getAllByRole('button')).toHaveLength(3);
    first.unmount();

    mockFetch({ 'GET /api/users/me': me({ hasMakler: false }) });
    renderPage();
    await screen.findByRole('link', { name: '+49 30 1234567' });
    expect(screen.queryByRole('region', { name: 'Kontakt zum Berater' })).toBeNull();
  });
});

describe('adviser page: contact request', () => {
  it('asks for the contact way, then the number by phone, and checks the time window before sending', async () => {
    const { calls } = mockFetch({ 'GET /api/users/me': me() });
    renderPage();
    const form = await open('Kontaktanfrage');
    // No way chosen: neither number nor e-mail is asked yet.
    expect(screen.queryByLabelText('Telefonnummer')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Kontaktanfrage senden', hidden: true }));
    const way = screen.getByRole('radiogroup', { name: /Gewünschte Kontaktart/, hidden: true });
    expect(errorOf(way)).toBe('Dieses Feld ist ein Pflichtfeld.');
    await waitFor(() => expect(document.activeElement).toBe(radio('E-Mail')));

    fireEvent.click(radio('Telefon'));
    expect(control('Telefonnummer').required).toBe(true);
    fillIn(control('Erreichbar von'), '10:00');
    fillIn(control('Erreichbar bis'), '09:30');
    fireEvent.click(button('Kontaktanfrage senden'));
    expect(errorOf(control('Telefonnummer'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(errorOf(control('Erreichbar bis'))).toBe('Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.');
    await waitFor(() => expect(document.activeElement).toBe(control('Telefonnummer')));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("sends by e-mail with the customer's address and shows the server's message", async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'POST /api/kontaktanfrage': () => ({
        status: 201,
        body: { success: true, id: 12, message: 'Der Berater wurde informiert.' },
      }),
    });
    renderPage();
    await open('Kontaktanfrage');
    fireEvent.click(radio('E-Mail'));
    expect(control(/^E-Mail/).value).toBe('max.mustermann@example.com');
    fillIn(control('Nachricht an den Berater'), 'Bitte <b>nachmittags</b>.');
    fireEvent.click(button('Kontaktanfrage senden'));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    expect(bodyOf(calls, '/api/kontaktanfrage')).toEqual({
      ke_GewuenschtArt: 'email',
      ke_Email: 'max.mustermann@example.com',
      ke_Nachricht: 'Bitte <b>nachmittags</b>.',
    });
    // The modal closed: its form is gone.
    expect(screen.queryByLabelText('Nachricht an den Berater')).toBeNull();
  });

  it('sends by phone with the time window and leaves a hidden e-mail out', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'POST /api/kontaktanfrage': () => ({
        status: 201,
        body: { success: true, id: 13, message: 'Der Berater wurde informiert.' },
      }),
    });
    renderPage();
    await open('Kontaktanfrage');
    fireEvent.click(radio('Telefon'));
    fillIn(control('Telefonnummer'), '030 1234567');
    fillIn(control('Erreichbar von'), '09:00');
    fillIn(control('Erreichbar bis'), '12:00');
    fireEvent.click(button('Kontaktanfrage senden'));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    expect(bodyOf(calls, '/api/kontaktanfrage')).toEqual({
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '+49301234567',
      ke_ErreichbarVon: '09:00',
      ke_ErreichbarBis: '12:00',
    });
  });
});

describe('adviser page: enquiry and recommendation', () => {
  it('sends an enquiry by phone, which needs number and time window', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'POST /api/anfrage': () => ({
        status: 201,
        body: { success: true, id: 14, message: 'Der Berater wurde informiert.' },
      }),
    });
    renderPage();
    const form = await open('Anfrage stellen');
    fillIn(control(/^Betreff/), 'Fahrrad versichern');
    fillIn(control(/^Deine Anfrage/), 'Ist mein neues E-Bike über die Hausrat versichert?');
    fireEvent.click(radio('Telefon'));
    fireEvent.click(within(form).getByRole('button', { name: 'Anfrage senden', hidden: true }));
    for (const name of ['Telefonnummer', 'Erreichbar von', 'Erreichbar bis'])
      expect(errorOf(control(name)), name).toBe('Dieses Feld ist ein Pflichtfeld.');
    fillIn(control('Telefonnummer'), '0170 1234567');
    fillIn(control('Erreichbar von'), '17:00');
    fillIn(control('Erreichbar bis'), '19:00');
    fireEvent.click(button('Anfrage senden'));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    expect(bodyOf(calls, '/api/anfrage')).toEqual({
      AnfrageBetreff: 'Fahrrad versichern',
      AnfrageNachricht: 'Ist mein neues E-Bike über die Hausrat versichert?',
      AnfrageGewuenschtArt: 'telefon',
      AnfrageNummer: '+491701234567',
      AnfrageErreichbarVon: '17:00',
      AnfrageErreichbarBis: '19:00',
    });
  });

  it("recommends a friend, shows the server's 422 at its field, then 'Die Änderungen wurden übermittelt.'", async () => {
    let refuse = true;
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'POST /api/users/Kundenempfehlung': () =>
        refuse
          ? {
              status: 422,
              body: { error: 'validation_failed', errors: ['an_name=>Der Name ist zu kurz.'] },
            }
          : {
              status: 201,
              body: { success: true, id: 15, message: 'Die Änderungen wurden übermittelt.' },
            },
    });
    renderPage();
    const form = await open('Jemanden empfehlen');
    fillIn(control(/^Vorname/), 'Erika');
    fillIn(control(/^Name/), 'Beispiel');
    fireEvent.click(radio('E-Mail'));
    // The friend's address, not the customer's.
    expect(control(/^E-Mail/).value).toBe('');
    fillIn(control(/^E-Mail/), 'erika@example.com');
    fillIn(control('Erreichbar von'), '18:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Empfehlung senden', hidden: true }));
    await waitFor(() => expect(errorOf(control(/^Name/))).toBe('Der Name ist zu kurz.'));
    expect(document.activeElement).toBe(control(/^Name/));
    expect(toastTexts()).toEqual([]);

    refuse = false;
    fireEvent.click(button('Empfehlung senden'));
    await waitFor(() => expect(toastTexts()).toContain('Die Änderungen wurden übermittelt.'));
    expect(bodyOf(calls, '/api/users/Kundenempfehlung')).toEqual({
      an_vorname: 'Erika',
      an_name: 'Beispiel',
      AnfrageGewuenschtArt: 'email',
      AnfrageEmail: 'erika@example.com',
      ErreichbarVon: '18:00',
    });
    // The modal closed: its form is gone.
    expect(screen.queryByLabelText(/^Vorname/)).toBeNull();
  });
});
