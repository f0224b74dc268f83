import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

/** A form without a signature: the send needs only the preview. */
const detail: FormDetail = {
  key: 'datenvollmacht',
  title: 'Datenvollmacht',
  version: 1,
  blocks: [{ kind: 'field', field: { name: 'ort', title: 'Ort', type: 'textfield' } }],
  values: { ort: 'Köln' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

function sendFrom(address: string) {
  mockFetch({
    'GET /api/forms/datenvollmacht': () => ({ body: { form: detail } }),
    'POST /api/forms/datenvollmacht': (call) =>
      (call.body as { preview: boolean }).preview
        ? { body: new TextEncoder().encode('%PDF-1.4'), headers: { 'content-type': 'application/pdf' } }
        : {
            status: 201,
            body: { success: true, document: { id: 1, filename: 'a.pdf' }, audit_id: 'x', signed_at: 'y' },
          },
  });
  renderRoutes(
    [
      { path: '/app/berater/form/:form', Component: AdviserFormPage },
      { path: '/app/bestandsuebertragung', element: <p>Bestandsübertragung</p> },
    ],
    address,
  );
}

async function send() {
  fireEvent.click(await screen.findByRole('button', { name: 'Vorschau anzeigen' }));
  fireEvent.click(await screen.findByRole('button', { name: 'abschicken' }));
  await screen.findByRole('heading', { level: 1, name: 'Vielen Dank!' });
}

beforeEach(() => setToken('jwt'));

describe('adviser form page: the way back to the page that led to it', () => {
  it('offers the page named in ?zurueck= first after sending, and leads there', async () => {
    sendFrom('/app/berater/form/datenvollmacht?zurueck=%2Fapp%2Fbestandsuebertragung');
    await send();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Zurück zu „Bestandsübertragung“', 'Zu meinen Dokumenten', 'Zurück zum Berater']);
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zu „Bestandsübertragung“' }));
    expect(await screen.findByText('Bestandsübertragung')).toBeTruthy();
  });

  it('offers no way back without one, or for an address outside the app', async () => {
    sendFrom('/app/berater/form/datenvollmacht?zurueck=https%3A%2F%2Fexample.com');
    await send();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Zu meinen Dokumenten',
      'Zurück zum Berater',
    ]);
  });
});
