import { chatTexts } from '@kundenportal/domain/texts/chat';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { captureDownloads } from '../test/download-mock';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile as profile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The adviser workspace in the real app (issue 14): its own login, token, guard and pages. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken(null, 'adviser');
});

/** The household page's chat: empty, and a stream that says it is caught up (and not to come back soon). */
const chatMocks = {
  'GET /api/berater/kunden/10/chat': () => ({ body: { messages: [], hasMore: false } }),
  'GET /api/berater/chat/stream': () => ({
    body: new TextEncoder().encode('retry: 60000\n\nevent: ready\ndata: {"lastId":0}\n\n'),
  }),
};

const max = {
  id: 10,
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max.mustermann@example.com',
  accountTyp: 'makler',
  active: true,
  persons: 2,
  contracts: 9,
  lastActivity: '2026-11-20T08:05:00.000Z',
};

const household = {
  kunde: {
    id: 10,
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max.mustermann@example.com',
    phone: null,
    accountTyp: 'makler',
    active: true,
    config: {},
    features: {},
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  persons: [
    {
      id: 1,
      isMain: true,
      firstname: 'Max',
      lastname: 'Mustermann',
      geburtsdatum: '1984-05-17',
      email: null,
      phone: null,
      mobil: null,
      address: 'Musterstraße',
      addressnumber: '12',
      streetcode: '10115',
      city: 'Berlin',
    },
  ],
  contracts: [
    {
      id: 5,
      personId: 1,
      sparte: 'hausrat',
      gesellschaft: 'ERGO',
      nummer: 'HR 778',
      label: 'Hausrat Musterstraße 12',
      status: 'A',
      beitrag: 1234.5,
      zahlungsweise: 12,
      beginn: null,
      ablauf: null,
      betreuung: 'unbekannt',
    },
  ],
  documents: [
    {
      id: 8,
      originalFilename: '<b>Police</b>.pdf',
      directory: '',
      ownerType: 'person',
      size: 2048,
      mime: 'application/pdf',
      fromAdviser: true,
      createdAt: '2026-10-25T09:53:00.000Z',
    },
  ],
};

describe('adviser workspace routes', () => {
  it("logs in with the adviser's own token and lands on the customer list", async () => {
    setToken('customer-jwt');
    const { calls } = mockFetch({
      'POST /api/berater/login': () => ({ body: { token: 'adviser-jwt' } }),
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden': () => ({ body: { kunden: [max], total: 1 } }),
    });
    await router.navigate('/berater/kunden');
    render(<App />);
    // Without an adviser session the workspace opens its login (a customer session does not count).
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Berater' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: ' berater@example.com ' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Berater!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Kunden' }, { timeout: 5000 });
    expect(getToken('adviser')).toBe('adviser-jwt');
    expect(getToken()).toBe('customer-jwt');
    const login = calls.find((call) => call.path === '/api/berater/login');
    expect(login?.body).toEqual({ email: 'berater@example.com', password: 'Berater!2026' });
    // The heading is drawn before the list's request goes out: wait for the list, then read its call.
    expect(await screen.findByRole('link', { name: 'Mustermann, Max' }, { timeout: 5000 })).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/berater/kunden');
    expect(list?.headers.get('authorization')).toBe('Bearer adviser-jwt');
    // DD.MM.YYYY HH:mm in the device's time zone.
    expect(screen.getByText(/^20\.11\.2026 \d\d:05$/)).toBeTruthy();
    expect(screen.getByText('1 Kunde')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kunden – Kundenportal – Beraterbereich'));
    expect(
      await screen.findByText('Berger Versicherungsmakler GmbH', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    // The customer app's calls never went out from the workspace.
    expect(calls.some((call) => call.path === '/api/users/me')).toBe(false);
  });

  it('searches with what is typed and keeps the search in the address', async () => {
    setToken('adviser-jwt', 'adviser');
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden': () => ({ body: { kunden: [max], total: 1 } }),
    });
    await router.navigate('/berater/kunden');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Kunden suchen', undefined, { timeout: 5000 }), {
      target: { value: 'muster' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=muster'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/berater/kunden' && call.search === '?q=muster')).toBe(
        true,
      ),
    );
    // The menu's 'Kunden' clears the search, in the address and in the field. The page's timers run on
    // vitest's clock from here, so the search's delay (250 ms) has passed when the clock is moved on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Kunden' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      // The field follows the address in the render after it (on a loaded machine a check at once met 'muster').
      await waitFor(() =>
        expect((screen.getByLabelText('Kunden suchen') as HTMLInputElement).value).toBe(''),
      );
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(router.state.location.search).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends only the adviser session on a 401 and goes to the workspace login', async () => {
    setToken('customer-jwt');
    setToken('expired-adviser-jwt', 'adviser');
    mockFetch({
      'GET /api/berater/me': () => ({ status: 401, body: { error: 'token_expired' } }),
      'GET /api/berater/kunden': () => ({ status: 401, body: { error: 'token_expired' } }),
    });
    await router.navigate('/berater/kunden');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Berater' }, { timeout: 5000 });
    expect(getToken('adviser')).toBeNull();
    expect(getToken()).toBe('customer-jwt');
  });

  it("shows a customer's household read-only with German dates and euro amounts", async () => {
    setToken('adviser-jwt', 'adviser');
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: household }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Haushalt von Max Mustermann' }, { timeout: 5000 });
    expect(screen.getByText(/geboren 17\.05\.1984/)).toBeTruthy();
    expect(screen.getByText(/1\.234,50\s€/)).toBeTruthy();
    // A file name is text, never markup.
    expect(screen.getByText('<b>Police</b>.pdf')).toBeTruthy();
    expect(screen.getByText(/^vom Berater · 25\.10\.2026 \d\d:53 · 2 kB$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /bearbeiten|löschen/i })).toBeNull();
  });

  it('downloads any file of the household and provides a new document to the customer', async () => {
    setToken('adviser-jwt', 'adviser');
    const downloads = captureDownloads();
    let documents = household.documents;
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: { ...household, documents } }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
      'GET /api/berater/kunden/10/dokumente/8': () => ({ body: new TextEncoder().encode('%PDF-1.4') }),
      'POST /api/berater/kunden/10/dokumente': () => {
        documents = [
          { ...household.documents[0], id: 9, originalFilename: 'Protokoll.pdf' },
        ] as typeof documents;
        return { status: 201, body: { document: { original_filename: 'Protokoll.pdf' } } };
      },
      ...chatMocks,
    });
    try {
      await router.navigate('/berater/kunden/10');
      render(<App />);
      fireEvent.click(
        await screen.findByRole('button', { name: '<b>Police</b>.pdf herunterladen' }, { timeout: 5000 }),
      );
      await waitFor(() =>
        expect(downloads.saved.map((file) => file.filename)).toEqual(['<b>Police</b>.pdf']),
      );
      const fetched = calls.find((call) => call.path === '/api/berater/kunden/10/dokumente/8');
      expect(fetched?.headers.get('authorization')).toBe('Bearer adviser-jwt');
      expect(fetched?.search).toBe('?disposition=attachment');

      // Both switches are off for this customer: the form says what keeps the document out of sight.
      expect(
        screen.getByText(
          'Der Kunde sieht bereitgestellte Dokumente erst, wenn „Dokumente ansehen“ und „Freigaben anzeigen“ unter „Freischaltungen“ eingeschaltet sind.',
        ),
      ).toBeTruthy();
      const input = screen.getByLabelText('Datei') as HTMLInputElement;
      fireEvent.click(screen.getByRole('button', { name: 'Bereitstellen' }));
      expect(await screen.findByText('Bitte wählen Sie eine Datei aus.')).toBeTruthy();
      fireEvent.change(input, { target: { files: [new File(['MZ'], 'programm.exe')] } });
      fireEvent.click(screen.getByRole('button', { name: 'Bereitstellen' }));
      expect(await screen.findByText(/programm\.exe/)).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Protokoll.pdf')] } });
      fireEvent.click(screen.getByRole('button', { name: 'Bereitstellen' }));
      expect(await screen.findByText('„Protokoll.pdf“ wurde bereitgestellt.')).toBeTruthy();
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.headers.get('authorization')).toBe('Bearer adviser-jwt');
      expect(await screen.findByText('Protokoll.pdf')).toBeTruthy();
    } finally {
      downloads.restore();
    }
  });

  it.each([
    [{ dokumente_list: true, show_freigaben: true }, null],
    [
      { dokumente_list: true, show_freigaben: false },
      'Der Kunde sieht bereitgestellte Dokumente erst, wenn „Freigaben anzeigen“ unter „Freischaltungen“ eingeschaltet ist.',
    ],
  ])('with the switches %o the provide form warns: %s', async (config, warning) => {
    setToken('adviser-jwt', 'adviser');
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: { ...household, kunde: { ...household.kunde, config } } }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    await screen.findByRole('button', { name: 'Bereitstellen' }, { timeout: 5000 });
    const shown = screen.queryByText(/sieht bereitgestellte Dokumente erst/);
    expect(shown?.textContent ?? null).toBe(warning);
  });

  it.each([
    [
      404,
      { error: 'could_not_find_customer', message: 'Der Kunde wurde nicht gefunden.' },
      'Der Kunde wurde nicht gefunden.',
    ],
    [503, { error: 'service_unavailable', message: 'x' }, 'Der Haushalt konnte nicht geladen werden.'],
  ])('a household that answers %s says so on the page', async (status, body, text) => {
    setToken('adviser-jwt', 'adviser');
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/11': () => ({ status, body }),
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/11');
    render(<App />);
    await waitFor(
      () => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text),
      { timeout: 5000 },
    );
    expect(screen.queryByText('Die Kunden konnten nicht geladen werden.')).toBeNull();
  });

  it("names every kind of the agency's audit entries in German", async () => {
    setToken('adviser-jwt', 'adviser');
    const at = '2026-11-20T08:05:00.000Z';
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: household }),
      'GET /api/berater/kunden/10/protokoll': () => ({
        body: {
          entries: [
            {
              id: 3,
              at,
              adviserName: 'Thomas Berger',
              action: 'request_status',
              changes: [
                { key: 'request.schadensmeldung.41', before: 'eingegangen', after: 'in_bearbeitung' },
              ],
            },
            { id: 2, at, adviserName: 'Thomas Berger', action: 'invitation_resent', changes: [] },
            {
              id: 1,
              at,
              adviserName: 'Sonja Keller',
              action: 'invited',
              changes: [{ key: 'email', before: null, after: 'max@example.com' }],
            },
          ],
        },
      }),
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    const audit = await screen.findByRole('region', { name: 'Änderungsprotokoll' }, { timeout: 5000 });
    expect(
      await within(audit).findByText('Schadensmeldung Nr. 41: eingegangen → in Bearbeitung'),
    ).toBeTruthy();
    expect(within(audit).getByText(/· Thomas Berger · Bearbeitungsstand geändert$/)).toBeTruthy();
    expect(within(audit).getByText(/· Thomas Berger · Einladung erneut gesendet$/)).toBeTruthy();
    expect(within(audit).getByText(/· Sonja Keller · Eingeladen$/)).toBeTruthy();
    expect(within(audit).getByText('E-Mail-Adresse: max@example.com')).toBeTruthy();
  });

  it('switches a flag at once, saves it, and puts it back when saving fails', async () => {
    setToken('adviser-jwt', 'adviser');
    let fail = false;
    // The server's state: what a PUT stored, the next GET answers.
    let config: Record<string, unknown> = { ...household.kunde.config };
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: { ...household, kunde: { ...household.kunde, config } } }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
      'PUT /api/berater/kunden/10/einstellungen': (call) => {
        if (fail) return { status: 500, body: { error: 'internal_error' } };
        config = { ...config, ...(call.body as { config: object }).config };
        return { body: { settings: { config, features: {}, accountTyp: 'makler' } } };
      },
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    const chat = await screen.findByRole('switch', { name: 'Chat mit dem Berater' }, { timeout: 5000 });
    expect(chat.getAttribute('aria-checked')).toBe('false');
    // With the customer's chat off the adviser sees the history and why there is no composer.
    expect(await screen.findByText(chatTexts.workspace.off)).toBeTruthy();
    expect(screen.queryByLabelText(chatTexts.workspace.messageLabel('Max Mustermann'))).toBeNull();
    fireEvent.click(chat);
    await waitFor(() => expect(chat.getAttribute('aria-checked')).toBe('true'));
    expect(await screen.findByLabelText(chatTexts.workspace.messageLabel('Max Mustermann'))).toBeTruthy();
    expect(screen.queryByText(chatTexts.workspace.off)).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ config: { nachrichten: true } }),
    );
    expect(
      await screen.findByText('Die Einstellung wurde gespeichert.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await screen.findByText('Noch keine Änderungen durch die Agentur.', undefined, { timeout: 5000 }),
    ).toBeTruthy();

    fail = true;
    const dates = screen.getByRole('switch', { name: 'Erinnerungen' });
    fireEvent.click(dates);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(dates.getAttribute('aria-checked')).toBe('false'));
  });

  it("switches one of the agency's forms for the customer and names it in the audit log", async () => {
    setToken('adviser-jwt', 'adviser');
    let config: Record<string, unknown> = {
      ...household.kunde.config,
      beraterdokumente: { altformular: true },
    };
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({ body: { ...household, kunde: { ...household.kunde, config } } }),
      'GET /api/berater/kunden/10/protokoll': () => ({
        body: {
          entries: [
            {
              id: 1,
              at: '2026-11-20T08:05:00.000Z',
              adviserName: 'Thomas Berger',
              action: 'settings_changed',
              changes: [{ key: 'beraterdokumente.maklervollmacht', before: false, after: true }],
            },
          ],
        },
      }),
      'GET /api/berater/formulare': () => ({
        body: {
          formulare: [
            {
              key: 'maklervollmacht',
              title: 'Maklervollmacht',
              version: 1,
              fields: 5,
              publishedAt: '2026-11-01T08:00:00.000Z',
            },
          ],
        },
      }),
      'PUT /api/berater/kunden/10/einstellungen': (call) => {
        const change = (call.body as { beraterdokumente: Record<string, boolean> }).beraterdokumente;
        config = { ...config, beraterdokumente: { ...(config.beraterdokumente as object), ...change } };
        return { body: { settings: { config, features: {}, accountTyp: 'makler' } } };
      },
      ...chatMocks,
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    const form = await screen.findByRole('switch', { name: 'Maklervollmacht' }, { timeout: 5000 });
    expect(form.getAttribute('aria-checked')).toBe('false');
    // A form still on without a template of the agency is listed by its key, to be switched off.
    expect(screen.getByRole('switch', { name: 'altformular' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(form);
    await waitFor(() => expect(form.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        beraterdokumente: { maklervollmacht: true },
      }),
    );
    const audit = screen.getByRole('region', { name: 'Änderungsprotokoll' });
    expect(await within(audit).findByText('Formular „maklervollmacht“: aus → an')).toBeTruthy();
  });

  it('attaches a file to a chat message as a provided document, and opens a sent file with the session', async () => {
    setToken('adviser-jwt', 'adviser');
    const downloads = captureDownloads();
    const sent = {
      id: 5,
      sender: 'customer',
      author: 'Max Mustermann',
      text: '',
      attachments: [
        { documentId: 8, name: 'Schaden.jpg', ownerType: 'person', ownerId: 3, filename: 'a1.jpg' },
      ],
      createdAt: '2026-11-20T09:15:00.000Z',
      readAt: null,
    };
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/kunden/10': () => ({
        body: {
          ...household,
          kunde: { ...household.kunde, config: { ...household.kunde.config, nachrichten: true } },
        },
      }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
      ...chatMocks,
      'GET /api/berater/kunden/10/chat': () => ({ body: { messages: [sent], hasMore: false } }),
      'POST /api/berater/kunden/10/chat/read': () => ({ body: { success: true } }),
      'GET /api/berater/kunden/10/dokumente/8': () => ({ body: new TextEncoder().encode('JPEG') }),
      'POST /api/berater/kunden/10/dokumente': () => ({
        status: 201,
        body: { document: { original_filename: 'Angebot.pdf', filename: 'b2.pdf' } },
      }),
      'POST /api/berater/kunden/10/chat': (call) => ({
        status: 201,
        body: {
          message: {
            ...sent,
            id: 6,
            sender: 'adviser',
            author: 'Thomas Berger',
            text: (call.body as { text: string }).text,
            attachments: [
              { documentId: 9, name: 'Angebot.pdf', ownerType: 'person', ownerId: 3, filename: 'b2.pdf' },
            ],
          },
        },
      }),
    });
    try {
      await router.navigate('/berater/kunden/10');
      render(<App />);
      fireEvent.click(await screen.findByRole('button', { name: 'Schaden.jpg öffnen' }, { timeout: 5000 }));
      await waitFor(() => expect(downloads.saved.map((file) => file.filename)).toEqual(['Schaden.jpg']));
      expect(
        calls
          .find((call) => call.path === '/api/berater/kunden/10/dokumente/8')
          ?.headers.get('authorization'),
      ).toBe('Bearer adviser-jwt');

      const chat = screen.getByRole('region', { name: 'Chat' });
      expect(
        within(chat).getByText('Die Datei wird dem Kunden auch unter „Freigaben“ bereitgestellt.'),
      ).toBeTruthy();
      fireEvent.change(within(chat).getByLabelText('Datei anhängen'), {
        target: { files: [new File(['%PDF-1.4'], 'Angebot.pdf')] },
      });
      expect(await within(chat).findByRole('button', { name: 'Angebot.pdf nicht senden' })).toBeTruthy();
      await waitFor(() => expect(within(chat).queryByText(/wird hochgeladen/)).toBeNull());
      fireEvent.click(within(chat).getByRole('button', { name: 'Senden' }));
      await waitFor(() =>
        expect(
          calls.find((call) => call.method === 'POST' && call.path === '/api/berater/kunden/10/chat')?.body,
        ).toEqual({
          text: '',
          attachments: ['b2.pdf'],
        }),
      );
      expect(await within(chat).findByRole('button', { name: 'Angebot.pdf öffnen' })).toBeTruthy();
      expect(within(chat).queryByRole('button', { name: 'Angebot.pdf nicht senden' })).toBeNull();
    } finally {
      downloads.restore();
    }
  });
});
