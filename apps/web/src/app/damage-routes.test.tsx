import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { toastTexts } from '../test/render-routes';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * The damage report route in the real app: the menu entry (flag schaden), the page composed with the
 * household's contracts (contracts feature) and the documents feature's upload, which goes over
 * XMLHttpRequest (for its progress) — replaced here at that network edge as `fetch` is.
 */
beforeEach(() => {
  queryClient.clear();
});

type SentUpload = { url: string; headers: Record<string, string>; form: FormData };

/** XMLHttpRequest answering every upload 201 with a document, recording what was sent. */
function fakeUploads() {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      // Header names are case-insensitive: kept in lower case.
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      this.status = 201;
      this.responseText = JSON.stringify({ document: { id: sent.length } });
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('damage report route in the app', () => {
  it("opens 'Schadensmeldung' from the menu, offers the contracts and sends a photo through the documents upload", async () => {
    setToken('jwt');
    const uploads = fakeUploads();
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ schaden: true, vertrag_list: true }) }) },
      }),
      'GET /api/contracts': () => ({
        body: {
          contracts: [testContract({ id: 5, label: 'Hausrat Musterstraße 12', gesellschaft: 'Allianz' })],
        },
      }),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
      'POST /api/schadensmeldung': () => ({
        status: 201,
        body: { id: 31, status: 'entwurf', message: null },
      }),
      'POST /api/schadensmeldung/31/senden': () => ({
        body: { id: 31, status: 'eingegangen', message: 'Der Berater wurde informiert.' },
      }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Schadensmeldung' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schadensmeldung' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Schadensmeldung – Kundenportal'));

    const contract = (await screen.findByLabelText('Betroffener Vertrag')) as HTMLSelectElement;
    expect([...contract.options].map((option) => option.text)).toEqual([
      'kein bestimmter Vertrag',
      'Hausrat Musterstraße 12 (Allianz)',
    ]);
    fireEvent.change(screen.getByLabelText(/^Betreff/), { target: { value: 'Einbruch' } });
    fireEvent.change(screen.getByLabelText(/^Schadenbeschreibung/), {
      target: { value: 'Fenster aufgehebelt.' },
    });
    fireEvent.change(contract, { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('damage-file-input'), {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'Fenster.png', { type: 'image/png' })],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schaden melden' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      schaden_subject: 'Einbruch',
      schaden_content: 'Fenster aufgehebelt.',
      vertrag_id: '5',
      entwurf: true,
    });
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    if (!upload) throw new Error('no upload');
    expect(upload.url).toBe('/api/v2/document/inquire/31');
    expect(upload.headers.authorization).toBe('Bearer jwt');
    expect((upload.form.get('file') as File).name).toBe('Fenster.png');
    expect(upload.form.get('kategorie')).toBe('eigene');
    expect(upload.form.get('directory')).toBe('');
    expect(upload.form.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/schadensmeldung',
      '/api/schadensmeldung/31/senden',
    ]);
  });

  it('does not ask for the contracts without vertrag_list', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser({ config: resolveConfig({ schaden: true }) }) } }),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
    });
    await router.navigate('/app/schadensmeldung');
    render(<App />);
    expect(await screen.findByLabelText(/^Betreff/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Betroffener Vertrag')).toBeNull();
    expect(calls.some((call) => call.path === '/api/contracts')).toBe(false);
  });
});
