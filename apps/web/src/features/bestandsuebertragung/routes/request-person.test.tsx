import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import type { HouseholdContract } from '../transfer-choices';
import { answer, bodyOf, cleanEachTest, household, renderPage } from './bestandsuebertragung.harness';

cleanEachTest();

/** Max's household with Maria's Rechtsschutz at ERGO: one request per person (ADR 183). */
const withMaria: HouseholdContract[] = [
  ...household,
  {
    id: 41,
    title: 'Rechtsschutz Familie',
    versicherer: 'ERGO',
    nummer: 'RS-889',
    betreuung: 'anderer_vermittler',
    personId: 2,
  },
];
const HAUSRAT = 'Hausrat – ERGO · Nr. HR-22';
const RECHTSSCHUTZ = 'Rechtsschutz Familie – ERGO · Nr. RS-889';

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** Disabled by its own attribute or its fieldset's. */
const disabled = (name: string) => box(name).matches(':disabled');

async function start() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verträge übertragen' }));
}

describe('Bestandsübertragung page: one person’s contracts per request (ADR 183)', () => {
  it('groups the contracts by person, each under the person’s name, and takes only one person’s', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    renderPage(withMaria);
    await start();
    const max = screen.getByRole('group', { name: 'Max Mustermann' });
    const maria = screen.getByRole('group', { name: 'Maria Mustermann' });
    expect(within(max).getByRole('checkbox', { name: HAUSRAT })).toBeTruthy();
    expect(within(maria).getAllByRole('checkbox')).toEqual([box(RECHTSSCHUTZ)]);
    expect(within(max).queryByRole('checkbox', { name: RECHTSSCHUTZ })).toBeNull();
    expect(screen.getByText(/Jede Person unterschreibt ihre eigene Vollmacht/)).toBeTruthy();

    fireEvent.click(box(HAUSRAT));
    expect(disabled(RECHTSSCHUTZ)).toBe(true);
    const why = 'Nicht wählbar: Du hast schon Verträge von Max Mustermann gewählt.';
    expect(maria.getAttribute('aria-describedby')).toBe(screen.getByText(why).id);
    expect(disabled('Privathaftpflicht – R+V · Nr. PH-9')).toBe(false);

    // Unticked: Maria's contracts may be chosen again, and then Max's are not.
    fireEvent.click(box(HAUSRAT));
    expect(disabled(RECHTSSCHUTZ)).toBe(false);
    fireEvent.click(box(RECHTSSCHUTZ));
    expect(disabled(HAUSRAT)).toBe(true);
    expect(
      screen.getByText('Nicht wählbar: Du hast schon Verträge von Maria Mustermann gewählt.'),
    ).toBeTruthy();
  });

  it('names the person in the summary, asks for their own signature and leads to the form prefilled for them', async () => {
    const mandate = { level: 'maklermandat' as const, signedAt: '2026-10-02T08:34:00.000Z' };
    const created = {
      ...testTransfer({
        id: 14,
        status: 'zu_unterschreiben',
        beantragtAt: null,
        contracts: [testTransferContract({ contractId: 41, status: 'beantragt', gesendetAm: null })],
      }),
      formKey: 'maklervollmacht',
      personId: 2,
    };
    const api = mockFetch({
      // Max signed a Maklervollmacht: it is not Maria's.
      'GET /api/bestandsuebertragung': () => ({
        body: answer({ mandate, mandates: [{ ...mandate, personId: 1 }] }),
      }),
      'POST /api/bestandsuebertragung': () => ({ status: 201, body: { transfer: created } }),
    });
    renderPage(withMaria);
    await start();
    fireEvent.click(box(RECHTSSCHUTZ));
    fireEvent.click(screen.getByRole('radio', { name: 'Maklermandat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const person = screen.getByText('Vollmacht von');
    expect(person.tagName).toBe('DT');
    expect(person.nextElementSibling?.textContent).toBe('Maria Mustermann');
    expect(screen.getByText(/^Im nächsten Schritt unterschreibst Du die Vollmacht/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(
      await screen.findByText(
        'Formular /app/berater/form/maklervollmacht?zurueck=%2Fapp%2Fbestandsuebertragung&person=2',
      ),
    ).toBeTruthy();
    expect(bodyOf(api.calls, 'POST')).toEqual({ contractIds: [41], level: 'maklermandat' });
  });
});
