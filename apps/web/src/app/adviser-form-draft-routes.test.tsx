import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { proseOf } from '@kundenportal/domain/adviser-forms/prose';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formTexts } from '@kundenportal/domain/texts/form';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdviserFormPage } from '../features/adviser-forms/routes/adviser-form-page';
import { endSession } from '../lib/session';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { fill, renderRoutes } from '../test/render-routes';
import { PageErrorBoundary } from './page-error-boundary';
import { useRouteChange } from './use-route-change';

/** Issue 27, item 3: an error inside the customer's adviser form page keeps the values typed (ADR 097). */
const FORM = '/app/berater/form/testvollmacht';

const version1: FormDetail = {
  key: 'testvollmacht',
  title: 'Testvollmacht',
  version: 1,
  blocks: [
    { kind: 'prose', blocks: proseOf('Ich bevollmächtige **Thomas Berger**.') },
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
    { kind: 'field', field: { name: 'ort', title: 'Ort', type: 'textfield', required: true } },
    { kind: 'field', field: { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true } },
  ],
  values: { firstname: 'Kim', weg: '', ort: '' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

/** Version 2: 'Per Telefon' is no longer offered, a field 'Beruf' is new. */
const version2: FormDetail = {
  ...version1,
  version: 2,
  blocks: [
    version1.blocks[0],
    version1.blocks[1],
    {
      kind: 'field',
      field: {
        name: 'weg',
        title: 'Kontaktweg',
        type: 'radio',
        required: true,
        options: [
          { value: 'email', label: 'Per E-Mail' },
          { value: 'post', label: 'Per Post' },
        ],
      },
    },
    { kind: 'field', field: { name: 'beruf', title: 'Beruf', type: 'textfield', required: false } },
    ...version1.blocks.slice(3),
  ] as FormDetail['blocks'],
  values: { firstname: 'Kim', weg: '', beruf: '', ort: '' },
};

const PDF = new TextEncoder().encode('%PDF-1.4 preview');
const sentAnswer = { success: true, document: { id: 1, filename: 'a.pdf' }, audit_id: 'x', signed_at: 'y' };
const previewOrSend = (call: { body: unknown }) =>
  (call.body as { preview: boolean }).preview
    ? { body: PDF, headers: { 'content-type': 'application/pdf' } }
    : { status: 201, body: sentAnswer };

/** The app layout's part that matters here: the page's error boundary and the route change's draft rule. */
function Layout() {
  useRouteChange();
  return (
    <PageErrorBoundary>
      <Outlet />
    </PageErrorBoundary>
  );
}

async function openForm() {
  const view = renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { path: '/app/berater/form/:form', Component: AdviserFormPage },
          { path: '/app/dokumente', element: <p>Dokumente</p> },
        ],
      },
    ],
    FORM,
  );
  await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
  return view;
}

async function signTyped() {
  fireEvent.click(screen.getByRole('button', { name: texts.typeInstead }));
  fill(texts.typedLabel, 'Kim Kunde');
  fireEvent.click(screen.getByLabelText(texts.typedConfirm));
  fireEvent.click(screen.getByRole('button', { name: 'übernehmen' }));
  await screen.findByText('Kim Kunde');
}

/** The preview's dialog fails to open: an error inside the page after the customer filled and signed. */
async function breakThePreview() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementationOnce(() => {
    throw new Error('preview failed');
  });
  fireEvent.click(screen.getByRole('button', { name: texts.submit }));
  expect(await screen.findByText(uiTexts.errorHeading)).toBeTruthy();
  expect(screen.queryByLabelText(/^Ort/)).toBeNull();
  showModal.mockRestore();
}

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('kp-draft:'));
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

beforeEach(() => setToken('jwt'));
afterEach(() => setToken(null));

describe('the adviser form keeps its values over an error in the page (issue 27, item 3)', () => {
  it('after "Erneut versuchen" the values are back and the signature is not (it is never stored)', async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: version1 } }),
      'POST /api/forms/testvollmacht': previewOrSend,
    });
    await openForm();
    fill('Vorname', 'Kimberly');
    fireEvent.click(screen.getByRole('radio', { name: 'Per Telefon' }));
    fill('Ort', 'München');
    await signTyped();
    await breakThePreview();
    expect(JSON.stringify({ ...sessionStorage })).toContain('München');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Kim Kunde');

    fireEvent.click(screen.getByRole('button', { name: uiTexts.retry }));
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    expect(value(/^Vorname/)).toBe('Kimberly');
    expect(checked('Per Telefon')).toBe(true);
    expect(value(/^Ort/)).toBe('München');
    expect(screen.queryByText('Kim Kunde')).toBeNull();
    expect(screen.getByRole('button', { name: texts.typeInstead })).toBeTruthy();
    expect(screen.getByText(texts.draftRestored)).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.newVersionTitle })).toBeNull();
  });

  it('a draft of version 1 meets version 2: carried over by field name with the version notice, never blindly', async () => {
    let current = version1;
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: current } }),
      'POST /api/forms/testvollmacht': previewOrSend,
    });
    const { queryClient } = await openForm();
    fill('Vorname', 'Kimberly');
    fireEvent.click(screen.getByRole('radio', { name: 'Per Telefon' }));
    fill('Ort', 'München');
    await signTyped();
    await breakThePreview();

    // While the error shows, the adviser publishes version 2 and the page's cached form is gone.
    current = version2;
    queryClient.removeQueries();
    fireEvent.click(screen.getByRole('button', { name: uiTexts.retry }));
    const notice = await screen.findByRole('region', { name: texts.newVersionTitle });
    expect(notice.textContent).toContain('Version 2');
    expect(notice.textContent).toContain(texts.changeAdded('Beruf'));
    expect(notice.textContent).toContain(texts.changeDropped('Kontaktweg'));
    expect(value(/^Vorname/)).toBe('Kimberly');
    expect(value(/^Ort/)).toBe('München');
    expect(value(/^Beruf/)).toBe('');
    expect(checked('Per E-Mail') || checked('Per Post')).toBe(false);
    expect(screen.getByRole('button', { name: texts.typeInstead })).toBeTruthy();
    expect(screen.getByText(texts.draftRestored)).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(drafts()[0] ?? '') ?? '{}').version).toBe(2),
    );
  });

  it('goes after the send, when the page is left through "Verwerfen" and at logout', async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: version1 } }),
      'POST /api/forms/testvollmacht': previewOrSend,
    });
    const { router } = await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Per E-Mail' }));
    fill('Ort', 'München');
    await signTyped();
    expect(drafts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    fireEvent.click(await screen.findByRole('button', { name: texts.send }));
    await screen.findByRole('heading', { level: 1, name: texts.sentTitle });
    expect(drafts()).toEqual([]);

    await act(() => router.navigate('/app/dokumente'));
    await act(() => router.navigate(FORM));
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    fill('Ort', 'Berlin');
    expect(drafts()).toHaveLength(1);
    await act(() => router.navigate('/app/dokumente'));
    fireEvent.click(await screen.findByRole('button', { name: formTexts.unsavedChanges.discard }));
    expect(await screen.findByText('Dokumente')).toBeTruthy();
    expect(drafts()).toEqual([]);

    await act(() => router.navigate(FORM));
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    fill('Ort', 'Hamburg');
    expect(drafts()).toHaveLength(1);
    endSession();
    expect(drafts()).toEqual([]);
  });
});
