import { INBOX_CATEGORIES, type InboxItem, type InboxSummary } from '@kundenportal/domain/workspace/inbox';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile as profile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The adviser's inbox in the real app (issue 14): categories with counts, entries, read marks, status. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const summary = (unread: Partial<Record<string, number>>, chatUnread = 0): InboxSummary => ({
  categories: INBOX_CATEGORIES.map((kategorie) => ({ kategorie, unread: unread[kategorie] ?? 0, total: 5 })),
  chatUnread,
});

const report: InboxItem = {
  category: 'schadensmeldung',
  id: '41',
  createdAt: '2026-11-20T08:05:00.000Z',
  read: false,
  customer: { id: 10, name: 'Max Mustermann', email: 'max@example.com' },
  title: 'Glasbruch <img src=x onerror=alert(1)>',
  fields: [
    { label: 'Betreff', value: 'Glasbruch' },
    { label: 'Schadenbeschreibung', value: 'Zeile eins\nZeile <b>zwei</b>' },
  ],
  status: 'eingegangen',
  attachments: ['fenster.jpg'],
  attachmentsUrl: 'http://localhost/api/berater/schadensmeldung/41/anhaenge.zip?ticket=t',
};

const signed: InboxItem = {
  category: 'formular',
  id: '0b5c8f0e-3f59-4a4e-9d7e-2b1b5c1f4a10',
  createdAt: '2026-10-14T09:00:00.000Z',
  read: true,
  customer: null,
  title: 'Erstinformation (Version 1)',
  fields: [{ label: 'Unterzeichnet von', value: 'Max Mustermann' }],
  audit: {
    seq: 7,
    formKey: 'erstinformation',
    templateVersion: 1,
    signer: 'Max Mustermann',
    signatureKind: 'drawn',
    signedAt: '2026-10-14T09:00:00.000Z',
    ip: '203.0.113.9',
    userAgent: null,
    contentSha256: 'a'.repeat(64),
    pdfSha256: 'b'.repeat(64),
    prevHash: null,
    recordHash: 'c'.repeat(64),
    intact: false,
  },
};

describe('the adviser inbox', () => {
  it('opens the first category with something new and shows the unread count in the menu', async () => {
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/eingang': () => ({ body: summary({ anfrage: 2, schadensmeldung: 0 }, 3) }),
      'GET /api/berater/eingang/anfrage': () => ({ body: { items: [], hasMore: false } }),
    });
    await router.navigate('/berater/eingang');
    render(<App />);
    await screen.findByRole('heading', { level: 2, name: 'Anfragen' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/berater/eingang/anfrage');
    // 2 new enquiries and 3 chat messages: the menu says 5, the categories their own counts.
    expect(await screen.findByRole('link', { name: 'Eingang (5 ungelesene Einträge)' })).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(within(categories).getByRole('link', { name: 'Anfragen (2 ungelesen)' })).toBeTruthy();
    expect(within(categories).getByRole('link', { name: 'Chats (3 ungelesen)' })).toBeTruthy();
    expect(within(categories).getByRole('link', { name: 'Schadensmeldungen' })).toBeTruthy();
    expect(await screen.findByText('Hier ist noch nichts eingegangen.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/berater/eingang')?.headers.get('authorization')).toBe(
      'Bearer adviser-jwt',
    );
    await waitFor(() => expect(document.title).toBe('Eingang – Kundenportal – Beraterbereich'));
  });

  it('shows an entry as text, marks it read when opened, and saves a new status', async () => {
    let read = false;
    let status = 'eingegangen';
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/eingang': () => ({ body: summary({ schadensmeldung: read ? 0 : 1 }) }),
      'GET /api/berater/eingang/schadensmeldung': () => ({
        body: { items: [{ ...report, read, status }], hasMore: false },
      }),
      'POST /api/berater/eingang/gelesen': () => {
        read = true;
        return { body: summary({}) };
      },
      'PUT /api/berater/anfragen/41/status': (call) => {
        status = (call.body as { status: string }).status;
        return { body: { item: { ...report, read: true, status } } };
      },
    });
    await router.navigate('/berater/eingang/schadensmeldung');
    render(<App />);
    const toggle = await screen.findByRole('button', { name: /Glasbruch <img/ }, { timeout: 5000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle).getByText('Neu')).toBeTruthy();
    expect(within(toggle).getByText(/^Max Mustermann · 20\.11\.2026 \d\d:05$/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/berater/eingang/gelesen')?.body).toEqual({
        kategorie: 'schadensmeldung',
        id: '41',
      }),
    );
    await waitFor(() => expect(within(toggle).queryByText('Neu')).toBeNull());
    expect(screen.getByText('Zeile <b>zwei</b>')).toBeTruthy();
    expect(screen.getByText('fenster.jpg')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Anhänge herunterladen (ZIP)' }).getAttribute('href')).toBe(
      report.attachmentsUrl,
    );
    expect(screen.getByRole('link', { name: 'Zum Kunden' }).getAttribute('href')).toBe('#/berater/kunden/10');
    await waitFor(() => expect(screen.queryByRole('link', { name: /ungelesene/ })).toBeNull());

    const save = screen.getByRole('button', { name: 'Status speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_bearbeitung' } });
    fireEvent.click(save);
    expect(
      await screen.findByText('Der Status wurde gespeichert. Der Kunde sieht ihn in seiner App.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'in_bearbeitung' });
    expect(within(toggle).getByText('in Bearbeitung')).toBeTruthy();
    // A second open does not mark again.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(calls.filter((call) => call.path === '/api/berater/eingang/gelesen')).toHaveLength(1);
  });

  it("shows a signed form's audit record and warns when it no longer matches its hash", async () => {
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/eingang': () => ({ body: summary({}) }),
      'GET /api/berater/eingang/formular': () => ({ body: { items: [signed], hasMore: true } }),
    });
    await router.navigate('/berater/eingang/formular');
    render(<App />);
    const toggle = await screen.findByRole(
      'button',
      { name: /Erstinformation \(Version 1\)/ },
      { timeout: 5000 },
    );
    expect(within(toggle).getByText(/^Kundenkonto gelöscht · 14\.10\.2026/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole('alert').textContent).toBe(
      'Achtung: Der Eintrag passt nicht zu seiner Prüfsumme.',
    );
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    expect(screen.getByText('c'.repeat(64))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Status speichern' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ältere Einträge laden' })).toBeTruthy();
  });

  it('lists the chats with unread counts, each opening the customer', async () => {
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/eingang': () => ({ body: summary({}, 2) }),
      'GET /api/berater/chat': () => ({
        body: {
          conversations: [
            {
              customerId: 10,
              name: 'Max Mustermann',
              unread: 2,
              lastMessageAt: '2026-11-21T18:30:00.000Z',
              lastText: '<script>x</script> Passt Donnerstag?',
            },
          ],
        },
      }),
    });
    await router.navigate('/berater/eingang/chat');
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Max Mustermann' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('#/berater/kunden/10');
    expect(screen.getByText('2 ungelesene Nachrichten')).toBeTruthy();
    expect(screen.getByText('<script>x</script> Passt Donnerstag?')).toBeTruthy();
  });

  it('goes back to the inbox from an unknown category', async () => {
    mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      'GET /api/berater/eingang': () => ({ body: summary({}) }),
      'GET /api/berater/eingang/schadensmeldung': () => ({ body: { items: [], hasMore: false } }),
    });
    await router.navigate('/berater/eingang/post');
    render(<App />);
    await screen.findByRole('heading', { level: 2, name: 'Schadensmeldungen' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/berater/eingang/schadensmeldung');
  });
});
