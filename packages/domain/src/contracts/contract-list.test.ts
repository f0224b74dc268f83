import { describe, expect, it } from 'vitest';
import { DEADLINE_SOON_DAYS } from '../constants';
import { testContract } from './contract-examples';
import {
  contractChoiceLabel,
  contractTitle,
  filterContracts,
  groupContracts,
  isDeadlineSoon,
  premiumTotals,
  readContractSort,
  sortContracts,
} from './contract-list';

const max = { id: 11, name: 'Max Mustermann', isMain: true };
const maria = { id: 12, name: 'Maria Mustermann', isMain: false };

describe('contract list rules', () => {
  it('calls a contract by its label, else its product, else its Sparte', () => {
    expect(contractTitle(testContract({ label: 'VW Golf', name: 'Kfz Classic' }))).toBe('VW Golf');
    expect(contractTitle(testContract({ label: null, name: 'Kfz Classic' }))).toBe('Kfz Classic');
    expect(contractTitle(testContract({ label: ' ', name: null, sparte: 'kfz' }))).toBe('Kfz-Versicherung');
  });

  it("names a contract as another form's choice by its title and insurer", () => {
    expect(contractChoiceLabel(testContract({ label: 'VW Golf', gesellschaft: 'HUK-COBURG' }))).toBe(
      'VW Golf (HUK-COBURG)',
    );
  });

  it('filters by status: aktiv, inaktiv or alle', () => {
    const contracts = [testContract({ id: 1 }), testContract({ id: 2, status: 'I' })];
    expect(filterContracts(contracts, 'aktiv').map((c) => c.id)).toEqual([1]);
    expect(filterContracts(contracts, 'inaktiv').map((c) => c.id)).toEqual([2]);
    expect(filterContracts(contracts, 'alle').map((c) => c.id)).toEqual([1, 2]);
  });

  it('sorts by deadline (soonest first, none last), by title, or by premium a year', () => {
    const contracts = [
      testContract({ id: 1, label: 'Zahn 10', kuendbar_bis: null, beitrag: 10, zahlungsweise: 12 }),
      testContract({ id: 2, label: 'Auto', kuendbar_bis: '2025-09-30', beitrag: 100, zahlungsweise: 1 }),
      testContract({ id: 3, label: 'Zahn 9', kuendbar_bis: '2025-07-01', beitrag: 500, zahlungsweise: 9999 }),
      testContract({ id: 4, label: 'Ärger', kuendbar_bis: null, beitrag: null, zahlungsweise: null }),
    ];
    expect(sortContracts(contracts, 'deadline').map((c) => c.id)).toEqual([3, 2, 4, 1]);
    expect(sortContracts(contracts, 'name').map((c) => c.id)).toEqual([4, 2, 3, 1]);
    // 120 € a year, 100 € a year, the one-off 500 € by its amount, none entered last.
    expect(sortContracts(contracts, 'premium').map((c) => c.id)).toEqual([3, 1, 2, 4]);
    expect(contracts.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('reads a stored sort choice, falling back to the deadline', () => {
    expect(readContractSort('premium')).toBe('premium');
    expect(readContractSort('size')).toBe('deadline');
    expect(readContractSort(null)).toBe('deadline');
  });

  it(`highlights a deadline from today up to ${DEADLINE_SOON_DAYS} days ahead`, () => {
    const today = '2025-06-15';
    expect(isDeadlineSoon(testContract({ kuendbar_bis: '2025-06-15' }), today)).toBe(true);
    expect(isDeadlineSoon(testContract({ kuendbar_bis: '2025-07-15' }), today)).toBe(true);
    expect(isDeadlineSoon(testContract({ kuendbar_bis: '2025-07-16' }), today)).toBe(false);
    expect(isDeadlineSoon(testContract({ kuendbar_bis: '2025-06-14' }), today)).toBe(false);
    expect(isDeadlineSoon(testContract({ kuendbar_bis: null }), today)).toBe(false);
  });

  it('totals the regular premiums of active contracts in cents, one-off and inactive apart', () => {
    expect(
      premiumTotals([
        testContract({ beitrag: 54.3, zahlungsweise: 12 }),
        testContract({ beitrag: 89, zahlungsweise: 1 }),
        testContract({ beitrag: 38.4, zahlungsweise: 4 }),
        testContract({ beitrag: 79, zahlungsweise: 9999 }),
        testContract({ beitrag: 14.2, zahlungsweise: 12, status: 'I' }),
        testContract({ beitrag: null, zahlungsweise: 12 }),
      ]),
    ).toEqual({ yearlyCents: 65_160 + 8_900 + 15_360, monthlyCents: 7452 });
    expect(premiumTotals([])).toEqual({ yearlyCents: 0, monthlyCents: 0 });
  });

  it('groups by person (main person first) and by Sparte in the order of their first contract, keeping the sort inside', () => {
    const contracts = [
      testContract({ id: 1, person_id: 12, sparte: 'private_kranken', beitrag: 312.4, zahlungsweise: 12 }),
      testContract({ id: 2, person_id: 11, sparte: 'hausrat' }),
      testContract({ id: 3, person_id: 11, sparte: 'kfz', beitrag: 54.3, zahlungsweise: 12 }),
      testContract({ id: 4, person_id: 11, sparte: 'hausrat' }),
      testContract({ id: 5, person_id: 99, sparte: 'kfz' }),
    ];
    const groups = groupContracts(contracts, [maria, max]);
    expect(groups.map((group) => [group.person?.name ?? null, group.personId])).toEqual([
      ['Max Mustermann', 11],
      ['Maria Mustermann', 12],
      [null, 99],
    ]);
    expect(groups[0]?.sparten.map((sparte) => [sparte.label, sparte.contracts.map((c) => c.id)])).toEqual([
      ['Hausrat', [2, 4]],
      ['Kfz-Versicherung', [3]],
    ]);
    // Sorted by premium, the dearest Sparte comes first (issue 27: the sort had no visible effect).
    const byPremium = groupContracts(sortContracts(contracts, 'premium'), [maria, max]);
    expect(byPremium[0]?.sparten.map((sparte) => sparte.label)).toEqual(['Kfz-Versicherung', 'Hausrat']);
    expect(groups[0]?.totals).toEqual({ yearlyCents: 65_160 + 2 * 15_360, monthlyCents: 7990 });
    expect(groups[1]?.totals).toEqual({ yearlyCents: 374_880, monthlyCents: 31_240 });
  });
});
