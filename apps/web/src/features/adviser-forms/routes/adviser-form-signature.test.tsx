import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

const detail: FormDetail = {
  key: 'vollmacht',
  title: 'Vollmacht',
  version: 1,
  blocks: [
    {
      kind: 'field',
      field: { name: 'ort', title: 'Ort der Unterschrift', type: 'textfield', required: true },
    },
    { kind: 'field', field: { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true } },
  ],
  values: { ort: 'München' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

const PDF = new TextEncoder().encode('%PDF-1.4 preview');

beforeEach(() => {
  localStorage.clear();
  setToken('jwt');
});

function page() {
  const api = mockFetch({
    'GET /api/forms/vollmacht': () => ({ body: { form: detail } }),
    'POST /api/forms/vollmacht': () => ({ body: PDF, headers: { 'content-type': 'application/pdf' } }),
  });
  renderRoutes(
    [{ path: '/app/berater/form/:form', Component: AdviserFormPage }],
    '/app/berater/form/vollmacht',
  );
  return { posts: () => api.calls.filter((call) => call.method === 'POST').map((call) => call.body) };
}

it('previews with a typed name once its confirmation is ticked, without "übernehmen" (issue 27, item 21)', async () => {
  const { posts } = page();
  await screen.findByRole('heading', { level: 1, name: 'Vollmacht' });
  fireEvent.click(screen.getByRole('button', { name: texts.typeInstead }));
  fill(texts.typedLabel, 'Kim Kunde');
  fireEvent.click(screen.getByLabelText(texts.typedConfirm));
  fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  expect(await screen.findByRole('button', { name: 'abschicken' })).toBeTruthy();
  expect(posts()).toEqual([
    { values: { ort: 'München' }, version: 1, signature: { typed: 'Kim Kunde' }, preview: true },
  ]);
  expect(screen.queryByText(texts.signatureRequired)).toBeNull();
  // The field shows the signature as accepted.
  expect(screen.getByText(texts.typedMarker)).toBeTruthy();
});

it('says what is missing: the confirmation of a typed name, a character the PDF cannot draw', async () => {
  const { posts } = page();
  await screen.findByRole('heading', { level: 1, name: 'Vollmacht' });
  fireEvent.click(screen.getByRole('button', { name: texts.typeInstead }));
  fill(texts.typedLabel, 'Kim Kunde');
  fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  expect(await screen.findByText(texts.typedUnconfirmed)).toBeTruthy();
  expect(screen.queryByText(texts.signatureRequired)).toBeNull();

  // Issue 27, item 8: '🚗' would print as '?': refused at its field and in the typed name.
  fill(/^Ort der Unterschrift/, 'München 🚗');
  fill(texts.typedLabel, 'Kim 🚗 Kunde');
  fireEvent.click(screen.getByLabelText(texts.typedConfirm));
  fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  await waitFor(() => expect(screen.getAllByText(texts.undrawable(['🚗']))).toHaveLength(2));
  expect(posts()).toEqual([]);
});
