import type { BankLiquidity } from '@kundenportal/domain/banking/api';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest, household, me } from '../../features/contracts/routes/contracts.harness';
import { mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-routes';
import { LiquidityOfContractsPage } from './liquidity-page';

cleanEachTest();

/** '312,40 €' as de-DE writes it (a no-break space before the sign: names and text content keep it). */
const euro = (amount: string) => `${amount}\u00a0€`;
/** The same for *ByText, which folds the page's white space (not the one of the text asked for). */
const text = (amount: string) => `${amount} €`;

/** The bank view's answer without imported transactions (issue 33). */
const noBankData: BankLiquidity = { monate: [], vertraege: [] };

const withContracts = (
  contracts = household(),
  rights: Parameters<typeof me>[0] = {},
  bank: BankLiquidity = noBankData,
) =>
  mockFetch({
    'GET /api/users/me': me(rights),
    'GET /api/contracts': () => ({ body: { contracts } }),
    'GET /api/users/banking/liquiditaet': () => ({ body: bank }),
  });

const renderLiquidity = () =>
  renderRoutes([{ path: '/app/liquiditaet', Component: LiquidityOfContractsPage }], '/app/liquiditaet');

/** The table's rows as [header, month, year] texts (without the labels' soft hyphens). */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replaceAll('\u00ad', '')),
  );

describe('liquidity page', () => {
  // Max: 54,30 × 12 + 89 + 38,40 × 4 = 894,20 € a year; Maria: 312,40 × 12 = 3.748,80 €; household 4.643,00 €
  // a year = 386,92 € a month. The one-off (79 €) and the inactive ARAG contract are in no sum.
  it('shows the household total a month and a year', async () => {
    withContracts();
    renderLiquidity();
    const totals = (await screen.findByText('Beiträge des Haushalts')).parentElement as HTMLElement;
    expect(within(totals).getByText(`${text('386,92')} im Monat`)).toBeTruthy();
    expect(within(totals).getByText(`${text('4.643,00')} im Jahr`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Liquidität' })).toBeTruthy();
  });

  it('draws a bar per Sparte, the largest first, named with every amount for screen readers', async () => {
    withContracts();
    renderLiquidity();
    const chart = await screen.findByRole('img', { name: /^Balkendiagramm/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.getAttribute('aria-label')).toBe(
      'Balkendiagramm der monatlichen Beiträge nach Sparte: ' +
        `Private Krankenversicherung ${euro('312,40')}, Kfz-Versicherung ${euro('54,30')}, ` +
        `Hausrat ${euro('12,80')}, Privathaftpflicht ${euro('7,42')}. Zusammen ${euro('386,92')} im Monat.`,
    );
    const bars = [...chart.querySelectorAll('rect')].map((bar) => bar.getAttribute('width'));
    expect(bars).toHaveLength(4);
    expect(bars[0]).toBe('72%');
    expect(Number.parseFloat(bars[1] ?? '')).toBeCloseTo((54.3 / 312.4) * 72, 5);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toContain(euro('7,42'));
  });

  it('shows the same numbers in a table per person and Sparte with the sums', async () => {
    withContracts();
    renderLiquidity();
    const table = await screen.findByRole('table', { name: 'Beiträge nach Person und Sparte' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['Sparte', 'col'],
      ['im Monat', 'col'],
      ['im Jahr', 'col'],
    ]);
    expect(rowsOf(table)).toEqual([
      ['Sparte', 'im Monat', 'im Jahr'],
      ['Max Mustermann'],
      ['Kfz-Versicherung', euro('54,30'), euro('651,60')],
      ['Privathaftpflicht', euro('7,42'), euro('89,00')],
      ['Hausrat', euro('12,80'), euro('153,60')],
      ['Summe Max Mustermann', euro('74,52'), euro('894,20')],
      ['Maria Mustermann'],
      ['Private Krankenversicherung', euro('312,40'), euro('3.748,80')],
      ['Summe Maria Mustermann', euro('312,40'), euro('3.748,80')],
      ['Haushalt gesamt', euro('386,92'), euro('4.643,00')],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Haushalt gesamt' }).getAttribute('scope')).toBe(
      'row',
    );
    expect(within(table).getByText('Max Mustermann').getAttribute('scope')).toBe('rowgroup');
    expect(within(table).queryByText(/Rechtsschutz|Reise/)).toBeNull();
    // Long compounds may break before their last part, with a hyphen, in a narrow column.
    expect(within(table).getByRole('rowheader', { name: /^Private Kranken/ }).textContent).toBe(
      'Private Kranken\u00adversicherung',
    );
  });

  it('lists one-off payments and contracts without a premium apart, in no sum', async () => {
    withContracts([
      ...household(),
      testContract({ id: 9, sparte: 'unfall', label: 'Unfall Kinder', gesellschaft: 'AXA', beitrag: null }),
    ]);
    renderLiquidity();
    const oneOff = (await screen.findByRole('heading', { level: 2, name: 'Einmalbeiträge' })).closest(
      'section',
    ) as HTMLElement;
    const item = within(oneOff).getByText('Sommerurlaub Italien').closest('li') as HTMLElement;
    expect(within(item).getByText('HanseMerkur · RRV-2026-0815 · Max Mustermann')).toBeTruthy();
    expect(within(item).getByText(`${text('79,00')} einmalig`)).toBeTruthy();
    const without = screen
      .getByRole('heading', { level: 2, name: 'Verträge ohne Beitrag' })
      .closest('section') as HTMLElement;
    expect(within(without).getByText('Unfall Kinder')).toBeTruthy();
    // The sums stay those of the regular premiums.
    expect(screen.getAllByText(`${text('386,92')} im Monat`)).toHaveLength(1);
    expect(within(screen.getByRole('table')).queryByText(/Unfall/)).toBeNull();
  });

  it('says so when there is nothing to sum, and still lists a one-off payment', async () => {
    const [car, , , arag, travel] = household();
    withContracts([
      { ...(car ?? testContract()), status: 'I' },
      arag ?? testContract(),
      travel ?? testContract(),
    ]);
    renderLiquidity();
    expect(
      await screen.findByText('Es sind noch keine aktiven Verträge mit Beitrag hinterlegt.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Beiträge des Haushalts')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Einmalbeiträge' })).toBeTruthy();
  });

  it('shows the empty state for a household without contracts', async () => {
    withContracts([]);
    renderLiquidity();
    expect(
      await screen.findByText('Es sind noch keine aktiven Verträge mit Beitrag hinterlegt.'),
    ).toBeTruthy();
    // No section of the contracts' view; the bank view stands alone.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Aus Deinen Konten',
    ]);
  });

  it('does not ask for the contracts without the right to the list, and says why', async () => {
    const { calls } = withContracts(household(), { vertrag_list: false });
    renderLiquidity();
    expect(await screen.findByText(/nicht freigeschaltet/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/contracts')).toBe(false);
  });

  it('shows the bank view (issue 33): a month’s income, fixed costs and what is left, newest first, and each contract’s premium beside its debit', async () => {
    const month = (monat: string, rest: number) => ({
      monat,
      einnahmen: 2850,
      fixkosten: { miete: 950, energie: 85, versicherung: 89.7, kredit: 0, abo: 13.99, sonstiges: 45 },
      versicherungen: 89.7,
      rest,
    });
    withContracts(
      household(),
      {},
      {
        monate: [month('2026-09', 1666.31), month('2026-10', 1600)],
        vertraege: [
          { vertragId: 1, erwartet: 54.3, abgebucht_am: '2026-10-03' },
          { vertragId: 2, erwartet: 89, abgebucht_am: null },
        ],
      },
    );
    renderLiquidity();
    const bank = await screen.findByRole('region', { name: 'Aus Deinen Konten' });
    const months = await within(bank).findAllByRole('heading', { level: 3 });
    expect(months.map((heading) => heading.textContent)).toEqual([
      'Oktober 2026',
      'September 2026',
      'Beiträge laut Vertrag und Abbuchung',
    ]);
    const october = months[0]?.closest('li') as HTMLElement;
    const lines = [...october.querySelectorAll('dl > div')].map((line) =>
      [...line.children].map((cell) => cell.textContent),
    );
    expect(lines).toEqual([
      ['Einnahmen', `+${euro('2.850,00')}`],
      ['Miete', euro('-950,00')],
      ['Energie', euro('-85,00')],
      ['Versicherung', euro('-89,70')],
      ['Abo', euro('-13,99')],
      ['Sonstiges', euro('-45,00')],
      ['Übrig', `+${euro('1.600,00')}`],
    ]);
    const premiums = within(bank).getByRole('region', { name: 'Beiträge laut Vertrag und Abbuchung' });
    // Named by the contract list's titles, once that is loaded.
    await within(premiums).findByText(contractTitle(household()[0] as Contract));
    const [kfz, haftpflicht] = within(premiums).getAllByRole('listitem');
    expect(kfz?.textContent).toContain(`laut Vertrag ${euro('54,30')} monatlich`);
    expect(kfz?.textContent).toContain('Beitrag abgebucht am 03.10.2026');
    // A yearly premium says so: '89,00 €' alone reads as a month's.
    expect(haftpflicht?.textContent).toContain(`laut Vertrag ${euro('89,00')} jährlich`);
    expect(haftpflicht?.textContent).toContain('keine Abbuchung gefunden');
  });

  it('asks for a statement when the bank view has nothing yet', async () => {
    withContracts();
    renderLiquidity();
    const bank = await screen.findByRole('region', { name: 'Aus Deinen Konten' });
    expect(await within(bank).findByText(/^Noch keine Umsätze\./)).toBeTruthy();
    expect(within(bank).getByRole('link', { name: 'Kontoauszug importieren' }).getAttribute('href')).toBe(
      '/app/konten',
    );
  });

  it('leads to the bank accounts (issue 33), with the right to the list or without', async () => {
    withContracts(household(), { vertrag_list: false });
    renderLiquidity();
    const link = await screen.findByRole('link', { name: 'Konten und Umsätze aus Deinen Kontoauszügen' });
    expect(link.getAttribute('href')).toBe('/app/konten');
  });
});
