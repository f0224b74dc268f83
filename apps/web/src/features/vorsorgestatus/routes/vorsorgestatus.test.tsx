import { testPerson } from '@kundenportal/domain/household/person-examples';
import { testVorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-examples';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { VorsorgestatusPage, type VorsorgestatusPageProps } from './vorsorgestatus-page';

cleanEachSignedInTest();

const max = testPerson({
  id: 11,
  is_main: true,
  firstname: 'Max',
  lastname: 'Mustermann',
  details: { einkuenfte_gesamt_netto_mtl: 3100, wunsch_altersrente_mtl: 2500, kinderanzahl: 0 },
});

function renderPage(
  props: Partial<VorsorgestatusPageProps> = {},
  put: () => { status?: number; body: unknown } = () => ({ body: testVorsorgestatusAnswer() }),
) {
  const api = mockFetch({
    'GET /api/vorsorgestatus': () => ({ body: testVorsorgestatusAnswer() }),
    'PUT /api/vorsorgestatus/11': put,
  });
  const saveFigures = vi.fn(async () => ({}));
  renderRoutes(
    [
      {
        path: '/app/vorsorgestatus',
        element: <VorsorgestatusPage persons={[max]} saveFigures={saveFigures} {...props} />,
      },
    ],
    '/app/vorsorgestatus',
  );
  return { api, saveFigures };
}

/** The text with its no-break spaces (before €) as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

const card = () => screen.findByRole('region', { name: 'Max Mustermann' });

describe('Vorsorgestatus page', () => {
  it('shows the gap today and at the start in euros, a summary and a table with the deductions beside the chart', async () => {
    renderPage();
    const max = await card();
    expect(
      plain(
        within(max).getByText('Deine Rentenlücke in heutigem Geld', { selector: 'dt' }).nextElementSibling
          ?.textContent,
      ),
    ).toBe('1.015,47 €');
    expect(
      plain(
        within(max).getByText('Deine Rentenlücke bei Rentenbeginn', { selector: 'dt' }).nextElementSibling
          ?.textContent,
      ),
    ).toBe('1.685,34 €');
    expect(
      within(max).getByText(
        'Du wünschst Dir 2.500,00 € im Monat. Erwartet werden 1.484,53 €. Es fehlen 1.015,47 € im Monat, in heutigem Geld.',
      ),
    ).toBeTruthy();
    expect(within(max).getByText(/^Rentenbeginn am 01\.06\.2052 mit 67 Jahren\./)).toBeTruthy();
    const chart = within(max).getByRole('img', {
      name: 'Wunschrente, erwartete Rente und Lücke im Vergleich',
    });
    // No contracts: no legend of the two greens.
    expect(chart.textContent).not.toMatch(/Private und betriebliche Renten/);
    const table = within(max).getByRole('table', {
      name: 'Deine Rente im Monat in heutigem Geld, nur die Rentenlücke bei Rentenbeginn mit Inflation in Euro von dann',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => plain(cell.textContent)));
    expect(rows).toEqual([
      ['Deine Wunschrente (in heutigem Geld)', '2.500,00 €'],
      ['Gesetzliche Rente vor Abzügen', '1.800,00 €'],
      ['Krankenversicherung', '-157,50 €'],
      ['Pflegeversicherung', '-64,80 €'],
      ['Einkommensteuer', '-93,17 €'],
      ['Gesetzliche Rente nach Abzügen', '1.484,53 €'],
      ['Private und betriebliche Renten', '0,00 €'],
      ['Deine Rentenlücke in heutigem Geld', '1.015,47 €'],
      ['Deine Rentenlücke bei Rentenbeginn', '1.685,34 €'],
    ]);
    expect(screen.getByText(/ist eine Schätzung und keine Beratung/)).toBeTruthy();
    expect(screen.getByText(/Von der gesetzlichen Rente gehen Beiträge/).textContent).toMatch(
      /Vereinfacht zählen wir private und betriebliche Renten vor Steuern und Beiträgen, besteuern die gesetzliche Rente, als wäre sie Dein einziges Einkommen, und rechnen mit dem durchschnittlichen Zusatzbeitrag der Krankenkassen/,
    );
  });

  it('fills the entry from the stored figures, and saves the changed wish with the person and the whole entry', async () => {
    const { api, saveFigures } = renderPage();
    await card();
    expect((screen.getByLabelText(/^Höhe Deiner künftigen Regelaltersrente/) as HTMLInputElement).value).toBe(
      '1.800,00',
    );
    expect((screen.getByLabelText(/^Angenommene Inflation/) as HTMLInputElement).value).toBe('2,0');
    expect((screen.getByLabelText(/^Deine Wunschrente/) as HTMLInputElement).value).toBe('2.500,00');
    fill(/^Deine Wunschrente/, '2.800');
    fill(/^mit 1 % Rentenanpassung/, '2.100');
    fireEvent.change(screen.getByLabelText(/^Rentenalter/), { target: { value: '780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(saveFigures).toHaveBeenCalledWith(11, {
      einkuenfte_gesamt_netto_mtl: 3100,
      wunsch_altersrente_mtl: 2800,
    });
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      regelaltersrente_mtl: 1800,
      rente_1_prozent_mtl: 2100,
      rente_2_prozent_mtl: null,
      entgeltpunkte: null,
      bruttojahresentgelt: null,
      rentenalter_monate: 780,
      inflation_prozent: 2,
    });
    await waitFor(() =>
      expect(toastTexts()).toContain('Deine Angaben sind gespeichert. Der Vorsorgestatus ist neu berechnet.'),
    );
  });

  it('without person_edit shows the wish and income, not to change, and saves only the entry', async () => {
    const { api, saveFigures } = renderPage({ mayEditPerson: false });
    await card();
    expect((screen.getByLabelText(/^Deine Wunschrente/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(saveFigures).not.toHaveBeenCalled();
  });

  it('refuses a scenario below the base at its field before sending, and sends nothing', async () => {
    const { api, saveFigures } = renderPage();
    await card();
    fill(/^mit 2 % Rentenanpassung/, '1.000');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Mit Rentenanpassung kann die Rente nicht niedriger sein als ohne.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^mit 2 % Rentenanpassung/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(saveFigures).not.toHaveBeenCalled();
  });

  it('shows the server’s 422 at its field', async () => {
    renderPage({}, () => ({
      status: 422,
      body: {
        error: 'validation_failed',
        errors: [
          'inflation_prozent=>Bitte gib eine Inflation von 0 bis 10 % mit höchstens einer Nachkommastelle an.',
        ],
      },
    }));
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Angenommene Inflation/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      screen.getByText('Bitte gib eine Inflation von 0 bis 10 % mit höchstens einer Nachkommastelle an.'),
    ).toBeTruthy();
  });

  it('hands the figures to “Beratung anfragen”', async () => {
    const requestAdvice = vi.fn();
    renderPage({ requestAdvice });
    fireEvent.click(within(await card()).getByRole('button', { name: 'Beratung anfragen' }));
    expect(requestAdvice).toHaveBeenCalledWith('Max Mustermann', testVorsorgestatusAnswer().personen[0]);
  });

  it('says what is missing without a statutory pension, and shows the two greens’ legend only with contracts', async () => {
    const [status] = testVorsorgestatusAnswer().personen;
    if (!status) throw new Error('no example');
    mockFetch({
      'GET /api/vorsorgestatus': () => ({
        body: {
          personen: [{ ...status, quelle: 'keine', erwartet: { gesetzlich: 0, vertraege: 250 } }],
        },
      }),
    });
    renderRoutes(
      [
        {
          path: '/app/vorsorgestatus',
          element: <VorsorgestatusPage persons={[max]} saveFigures={vi.fn()} />,
        },
      ],
      '/app/vorsorgestatus',
    );
    const region = await card();
    expect(within(region).getByText(/Noch keine Angaben zur gesetzlichen Rente: Trage unten/)).toBeTruthy();
    expect(within(region).queryByText(/^Gesetzliche Rente noch keine/)).toBeNull();
    expect(within(region).getByRole('img').textContent).toMatch(
      /Gesetzliche Rente\s+Private und betriebliche Renten$/,
    );
  });

  it('asks for a wish while none is entered instead of saying it is reached, and says so once one is', async () => {
    const [status] = testVorsorgestatusAnswer().personen;
    if (!status) throw new Error('no example');
    const reached = { ...status, wunschrente: 1_000, luecke_heute: 0, luecke_bei_rentenbeginn: 0 };
    const noWish = { ...reached, wunschrente: 0 };
    mockFetch({ 'GET /api/vorsorgestatus': () => ({ body: { personen: [noWish] } }) });
    const routes = [
      {
        path: '/app/vorsorgestatus',
        element: <VorsorgestatusPage persons={[max]} saveFigures={vi.fn()} />,
      },
    ];
    renderRoutes(routes, '/app/vorsorgestatus');
    const region = await card();
    expect(within(region).getByText(/^Du hast noch keine Wunschrente angegeben\. Trage unten/)).toBeTruthy();
    expect(within(region).queryByText(/erreichst Du Deine Wunschrente/)).toBeNull();
    cleanup();
    mockFetch({ 'GET /api/vorsorgestatus': () => ({ body: { personen: [reached] } }) });
    renderRoutes(routes, '/app/vorsorgestatus');
    expect(
      within(await card()).getByText('Nach dieser Schätzung erreichst Du Deine Wunschrente.'),
    ).toBeTruthy();
  });

  it('asks for birth dates when there is no adult to show', async () => {
    mockFetch({ 'GET /api/vorsorgestatus': () => ({ body: { personen: [] } }) });
    renderRoutes(
      [
        {
          path: '/app/vorsorgestatus',
          element: <VorsorgestatusPage persons={[max]} saveFigures={vi.fn()} />,
        },
      ],
      '/app/vorsorgestatus',
    );
    expect(
      await screen.findByText(/Trage bei den Personen Deines Haushalts das Geburtsdatum ein/),
    ).toBeTruthy();
  });
});
