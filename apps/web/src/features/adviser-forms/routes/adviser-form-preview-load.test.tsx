import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

// The viewer's chunk does not arrive (a slow or changing connection, a new deployment).
vi.mock('../../../components/pdf/pdf-viewer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const detail: FormDetail = {
  key: 'maklervollmacht',
  title: 'Maklervollmacht',
  version: 1,
  blocks: [
    {
      kind: 'field',
      field: { name: 'ort', title: 'Ort der Unterschrift', type: 'textfield', required: true },
    },
    { kind: 'field', field: { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true } },
  ],
  values: { ort: '' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

beforeEach(() => setToken('jwt'));

it('keeps the form and its input when the preview viewer does not load (issue 27, item 3: the app error screen)', async () => {
  mockFetch({
    'GET /api/forms/maklervollmacht': () => ({ body: { form: detail } }),
    'POST /api/forms/maklervollmacht': () => ({
      body: new TextEncoder().encode('%PDF-1.4'),
      headers: { 'content-type': 'application/pdf' },
    }),
  });
  renderRoutes(
    [
      {
        path: '/app/berater/form/:form',
        Component: AdviserFormPage,
        ErrorBoundary: () => <p>Fehlerseite</p>,
      },
    ],
    '/app/berater/form/maklervollmacht',
  );
  await screen.findByRole('heading', { level: 1, name: 'Maklervollmacht' });
  fill(/^Ort der Unterschrift/, '<img src=x onerror=alert(1)> München 😀');
  fireEvent.click(screen.getByRole('button', { name: texts.typeInstead }));
  fill(texts.typedLabel, 'Kim Kunde');
  fireEvent.click(screen.getByLabelText(texts.typedConfirm));
  fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  expect(await screen.findByText(texts.previewUnavailable)).toBeTruthy();
  expect(screen.queryByText('Fehlerseite')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: texts.cancel }));
  await waitFor(() => expect(screen.queryByText(texts.previewUnavailable)).toBeNull());
  expect((screen.getByLabelText(/^Ort der Unterschrift/) as HTMLInputElement).value).toBe(
    '<img src=x onerror=alert(1)> München 😀',
  );
});
