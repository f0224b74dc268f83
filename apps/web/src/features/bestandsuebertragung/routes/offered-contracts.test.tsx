import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import {
  answer,
  cleanEachTest,
  household,
  itemWith,
  region,
  renderPage,
  unsentTransfer,
} from './bestandsuebertragung.harness';

cleanEachTest();

const FOREIGN = 'Verträge bei anderen Betreuern';

describe('Bestandsübertragung page: the Fremdverträge', () => {
  it('lists the contracts someone else looks after, marks those in a transfer and leaves out the broker’s', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestandsübertragung' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: FOREIGN });
    const titles = within(region(FOREIGN))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Kfz Zweitwagen', 'Hausrat', 'Privathaftpflicht', 'Rechtsschutz']);
    const inTransfer = itemWith(FOREIGN, 'Kfz Zweitwagen');
    expect(within(inTransfer).getByText('in Übertragung')).toBeTruthy();
    expect(within(inTransfer).getByText('HUK-COBURG · Nr. KH 4711 0815')).toBeTruthy();
    expect(within(inTransfer).getByText('Wer betreut den Vertrag? Ein anderer Vermittler')).toBeTruthy();
    expect(within(itemWith(FOREIGN, 'Hausrat')).queryByText('in Übertragung')).toBeNull();
  });

  it('offers only Fremdverträge with a number and in no running transfer; a missing number leads to the contract', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: FOREIGN });
    const missing = itemWith(FOREIGN, 'Rechtsschutz');
    expect(
      within(missing).getByText('Bitte trage zuerst die Vertragsnummer ein; der Versicherer braucht sie.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verträge übertragen' }));
    const choice = screen.getByRole('group', { name: 'Welche Verträge soll Dein Berater übernehmen?' });
    expect(
      within(choice)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Hausrat – ERGO · Nr. HR-22', 'Privathaftpflicht – R+V · Nr. PH-9']);
    fireEvent.click(within(missing).getByRole('link', { name: 'Vertragsnummer für Rechtsschutz eintragen' }));
    expect(await screen.findByText('Vertrag bearbeiten /app/vertraege/edit/34')).toBeTruthy();
  });

  it('offers a contract again once its transfer was withdrawn or its insurer refused', async () => {
    const withdrawn = {
      ...unsentTransfer,
      status: 'zurueckgezogen' as const,
      zurueckgezogenAt: '2026-11-21T10:00:00.000Z',
    };
    const refused = testTransfer({
      id: 9,
      contracts: [testTransferContract({ contractId: 33, status: 'abgelehnt', notiz: 'Vertrag ruht.' })],
    });
    mockFetch({
      'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [withdrawn, refused] }) }),
    });
    renderPage(household.filter((contract) => contract.id === 32 || contract.id === 33));
    fireEvent.click(await screen.findByRole('button', { name: 'Verträge übertragen' }));
    expect(
      screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Hausrat – ERGO · Nr. HR-22', 'Privathaftpflicht – R+V · Nr. PH-9']);
    expect(screen.queryByText('in Übertragung')).toBeNull();
  });

  it('says why there is no request when the agency offers no mandate to sign', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ levels: [] }) }) });
    renderPage();
    expect(
      await screen.findByText(
        'Dein Berater hat noch keine Vollmacht zum Unterschreiben hinterlegt. Sprich ihn gern darauf an.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verträge übertragen' })).toBeNull();
  });

  it('has no request while every Fremdvertrag runs', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [unsentTransfer] }) }) });
    renderPage(household.filter((contract) => contract.id === 32));
    expect(await screen.findByText('in Übertragung')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verträge übertragen' })).toBeNull();
  });

  it('shows the empty text and leads to the contract form with the hint; without vertrag_add no link', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [] }) }) });
    const { unmount } = renderPage(household.filter((contract) => contract.betreuung === 'makler'));
    expect(await screen.findByText('Du hast noch keine Verträge, die jemand anderes betreut.')).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Vertrag hinzufügen' });
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Trage den Vertrag mit Versicherer, Vertragsnummer und Sparte ein; alles andere ist freiwillig.',
    );
    fireEvent.click(add);
    expect(
      await screen.findByText('Neuer Vertrag /app/vertraege/add?zurueck=%2Fapp%2Fbestandsuebertragung'),
    ).toBeTruthy();
    unmount();

    renderPage(household, { mayAdd: false, mayEdit: false });
    await screen.findByRole('heading', { level: 2, name: FOREIGN });
    expect(screen.queryByRole('link', { name: 'Vertrag hinzufügen' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Vertragsnummer für/ })).toBeNull();
  });
});
