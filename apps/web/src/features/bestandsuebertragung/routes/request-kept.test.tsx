import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { answer, cleanEachTest, renderPage } from './bestandsuebertragung.harness';

cleanEachTest();

const HAUSRAT = 'Hausrat – ERGO · Nr. HR-22';
const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

async function choose() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verträge übertragen' }));
  fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
  fireEvent.click(screen.getByRole('radio', { name: 'Maklermandat' }));
}

describe('Bestandsübertragung page: nothing chosen is lost', () => {
  it('asks before leaving with a choice made; staying keeps it', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    const { router } = renderPage();
    await choose();
    await act(() => router.navigate('/app/vertraege/add'));
    expect(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(router.state.location.pathname).toBe('/app/bestandsuebertragung');
    expect(checked(HAUSRAT)).toBe(true);
  });

  it('takes the choice and its step back when the page is drawn afresh on the same visit (after an error in it)', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    const first = renderPage();
    await choose();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { name: 'Deine Anfrage im Überblick' });
    first.unmount();

    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deine Anfrage im Überblick' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(checked(HAUSRAT)).toBe(true);
    expect((screen.getByRole('radio', { name: 'Maklermandat' }) as HTMLInputElement).checked).toBe(true);
  });

  it('leaves without asking once the request was cancelled', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    const { router } = renderPage();
    await choose();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await act(() => router.navigate('/app/vertraege/add'));
    expect(await screen.findByText('Neuer Vertrag /app/vertraege/add')).toBeTruthy();
  });
});
