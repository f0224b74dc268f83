import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { proseOf } from '@kundenportal/domain/adviser-forms/prose';
import { formTexts } from '@kundenportal/domain/texts/form';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

/** Issue 27, item 1: the customer's adviser form asks before input not sent yet is left. */
const texts = formTexts.unsavedChanges;
const FORM = '/app/berater/form/testvollmacht';

const detail: FormDetail = {
  key: 'testvollmacht',
  title: 'Testvollmacht',
  version: 3,
  blocks: [
    { kind: 'prose', blocks: proseOf('Ich bevollmächtige **Thomas Berger**.') },
    { kind: 'field', field: { name: 'firstname', title: 'Vorname', type: 'textfield', required: true } },
    { kind: 'field', field: { name: 'ort', title: 'Ort', type: 'textfield', required: true } },
    { kind: 'field', field: { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true } },
  ],
  values: { firstname: 'Kim', ort: '' },
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

const PDF = new TextEncoder().encode('%PDF-1.4 preview');
const sentAnswer = { success: true, document: { id: 1, filename: 'a.pdf' }, audit_id: 'x', signed_at: 'y' };

/** The adviser page, then the form (so Back has somewhere to go). */
async function openForm() {
  const view = renderRoutes(
    [{ path: '/app/berater/form/:form', Component: AdviserFormPage }],
    '/app/berater/info',
  );
  await act(() => view.router.navigate(FORM));
  await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
  return view.router;
}

type Router = Awaited<ReturnType<typeof openForm>>;
const back = (router: Router) => act(() => router.navigate(-1));
/** The guard's modal while it asks (a native <dialog>, in the DOM also while closed). */
const asking = () =>
  [...document.querySelectorAll('dialog[open]')].find((dialog) => dialog.textContent?.includes(texts.title));

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
afterEach(() => setToken(null));

describe('the adviser form asks before input not sent is left (issue 27, item 1)', () => {
  it('Back with a value asks in the persons form’s words; "Weiter bearbeiten" keeps it, "Verwerfen" leaves', async () => {
    mockFetch({ 'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }) });
    const router = await openForm();
    fill('Ort', 'München');
    await back(router);
    expect(asking()?.textContent).toContain(texts.text);
    expect(router.state.location.pathname).toBe(FORM);

    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());
    expect(router.state.location.pathname).toBe(FORM);
    expect(screen.getByLabelText(/^Ort/)).toHaveProperty('value', 'München');

    await back(router);
    fireEvent.click(screen.getByRole('button', { name: texts.discard }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
  });

  it('a signature alone asks too; with nothing entered nothing is asked', async () => {
    mockFetch({ 'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }) });
    const router = await openForm();
    await signTyped();
    await act(() => router.navigate('/app/berater/info'));
    expect(asking()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.discard }));
    expect(await screen.findByText('Landing')).toBeTruthy();

    await act(() => router.navigate(FORM));
    await screen.findByRole('heading', { level: 1, name: 'Testvollmacht' });
    await back(router);
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(asking()).toBeUndefined();
  });

  it('after a successful send nothing is asked', async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }),
      'POST /api/forms/testvollmacht': (call) =>
        (call.body as { preview: boolean }).preview
          ? { body: PDF, headers: { 'content-type': 'application/pdf' } }
          : { status: 201, body: sentAnswer },
    });
    const router = await openForm();
    fill('Ort', 'München');
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'abschicken' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeTruthy();
    await back(router);
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(asking()).toBeUndefined();
  });

  it('after logout nothing is asked', async () => {
    mockFetch({ 'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }) });
    const router = await openForm();
    fill('Ort', 'München');
    setToken(null);
    await act(() => router.navigate('/intro/login'));
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(asking()).toBeUndefined();
  });

  it('a failure that goes back to the adviser page passes unasked, with its message', async () => {
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: detail } }),
      'POST /api/forms/testvollmacht': () => ({ status: 404, body: { error: 'could_not_find_form' } }),
    });
    const router = await openForm();
    fill('Ort', 'München');
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    expect(asking()).toBeUndefined();
    expect(toastTexts().join()).toContain('Das Formular wurde nicht gefunden.');
  });

  it('input carried over to a new version (409) still asks', async () => {
    let version = 3;
    mockFetch({
      'GET /api/forms/testvollmacht': () => ({ body: { form: { ...detail, version } } }),
      'POST /api/forms/testvollmacht': () => {
        version = 4;
        return { status: 409, body: { error: 'form_version_changed' } };
      },
    });
    const router = await openForm();
    fill('Ort', 'München');
    await signTyped();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    await screen.findByRole('region', { name: 'Dein Berater hat das Formular geändert' });
    await back(router);
    expect(asking()).toBeTruthy();
    expect(router.state.location.pathname).toBe(FORM);
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());
    expect(screen.getByLabelText(/^Ort/)).toHaveProperty('value', 'München');
  });
});
