import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { proseOf } from '@kundenportal/domain/adviser-forms/prose';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

const detail: FormDetail = {
  key: 'testvollmacht',
  title: 'Testvollmacht',
  version: 3,
  blocks: [
    {
      kind: 'prose',
      blocks: proseOf('Ich bevollmächtige **Thomas Berger**.\n\n<img src=x onerror=alert(1)>'),
    },
    { kind: 'field', field: { name: 'firstname', title: 'Vorname', type: 'textfield', required: true } },
    {
      kind: 'field',
      field: {
        name: 'weg',
        title: 'Kontaktweg',
        type: 'radio',
        required: true,
        options: [
          { value: 'email', label: 'Per E-Mail' },
          { value: 'telefon', label: 'Per Telefon' },
        ],
      },
    },
    {
      kind: 'field',
      field: {
        name: 'telefon',
        title: 'Telefon',
        type: 'textfield',
        required: { when: 'weg', equals: 'telefon' },
      },
    },
    { kind: 'field', field: { type: 'today', name: 'datum', title: 'Datum' } },
    { kind: 'field', field: { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true } },
  ],
  values: { firstname: 'Kim', weg: '', telefon: '' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

const PDF = new TextEncoder().encode('%PDF-1.4 preview');
const route = () =>
  renderRoutes(
    [{ path: '/app/berater/form/:form', Component: AdviserFormPage }],
    '/app/berater/form/testvollmacht',
  );

async function signTyped() {
  fireEvent.click(screen.getByRole('button', { name: 'Stattdessen Namen eintippen' }));
  fill('Vollständiger Name als Unterschrift', 'Kim Kunde');
  fireEvent.click(screen.getByLabelText('Ich unterschreibe mit diesem getippten Namen verbindlich.'));
  fireEvent.click(screen.getByRole('button', { name: 'übernehmen' }));
  await screen.findByText('Kim Kunde');
}

beforeEach(() => {
  localStorage.clear();
  setToken('jwt');
});

describe('adviser form page', () => {
  it('shows the prose safely, the prefilled fields and today; a submit without signature names what is missing', async () => {
    const api = mockFetch({ 'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }) });
    route();
    expect(await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' })).toBeTruthy();
    expect(screen.getByText('Thomas Berger').tagName).toBe('STRONG');
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Kim');
    expect(screen.getByText('23.11.2026 (wird beim Abschicken gesetzt)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([expect.stringContaining('Bitte überprüfe deine Eingaben.')]),
    );
    expect(toastTexts()[0]).toContain('Fehler');
    expect(screen.getByText('Bitte unterschreibe das Dokument.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Per E-Mail' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('previews the server PDF, sends with preview false and the shown version, then shows the thank-you slide', async () => {
    const api = mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }),
      'POST /api/forms/testvollmacht': (call) =>
        (call.body as { preview: boolean }).preview
          ? { body: PDF, headers: { 'content-type': 'application/pdf' } }
          : {
              status: 201,
              body: { success: true, document: { id: 1, filename: 'a.pdf' }, audit_id: 'x', signed_at: 'y' },
            },
    });
    route();
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    fireEvent.click(screen.getByRole('radio', { name: 'Per E-Mail' }));
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    const send = await screen.findByRole('button', { name: 'abschicken' });
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    const body = {
      values: { firstname: 'Kim', weg: 'email', telefon: null },
      version: 3,
      signature: { typed: 'Kim Kunde' },
    };
    expect(posts).toEqual([
      { ...body, preview: true },
      { ...body, preview: false },
    ]);
  });

  it("shows a 422's messages at the fields", async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }),
      'POST /api/forms/testvollmacht': () => ({
        status: 422,
        body: { errors: ['firstname=>Bitte gib mindestens 2 Zeichen ein.'] },
      }),
    });
    route();
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    fireEvent.click(screen.getByRole('radio', { name: 'Per E-Mail' }));
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect(await screen.findByText('Bitte gib mindestens 2 Zeichen ein.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Vorname/)));
    expect(toastTexts().join()).toContain('Bitte überprüfe deine Eingaben.');
  });

  it('a 409 loads the new version with the input carried over, a lasting notice of the changes and the pad to sign again', async () => {
    const newer: FormDetail = {
      ...detail,
      version: 4,
      blocks: [
        ...detail.blocks.slice(0, 3),
        { kind: 'field', field: { name: 'ort', title: 'Ort', type: 'textfield', required: true } },
        ...detail.blocks.slice(3),
      ],
      values: { firstname: 'Kim', weg: '', telefon: '', ort: '' },
    };
    let version = 3;
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: version === 3 ? detail : newer } }),
      'POST /api/forms/testvollmacht': () => {
        version = 4;
        return { status: 409, body: { error: 'form_version_changed' } };
      },
    });
    route();
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    fill('Vorname', 'Kimberly');
    fireEvent.click(screen.getByRole('radio', { name: 'Per Telefon' }));
    fill('Telefon', '0171 1234567');
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));

    const notice = await screen.findByRole('region', { name: 'Dein Berater hat das Formular geändert' });
    expect(notice.textContent).toContain('Version 4');
    expect(notice.textContent).toContain('Neu: Ort');
    expect(notice.textContent).toContain('Bitte unterschreibe erneut');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Dein Berater hat das Formular geändert'),
    );
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Kimberly');
    expect((screen.getByLabelText(/^Telefon/) as HTMLInputElement).value).toBe('0171 1234567');
    expect((screen.getByRole('radio', { name: 'Per Telefon' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Stattdessen Namen eintippen' })).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('goes back to the adviser page with the error text when the form is not there', async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ status: 404, body: { error: 'could_not_find_form' } }),
    });
    route();
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(toastTexts().join()).toContain('Das Formular wurde nicht gefunden.');
  });
});
