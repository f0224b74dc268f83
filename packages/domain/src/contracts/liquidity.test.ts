import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LiquidityContract, liquidity, monthlyEuro } from './liquidity';

const contract = (id: number, extra: Partial<LiquidityContract>): LiquidityContract => ({
  id,
  person_id: 1,
  sparte: 'hausrat',
  status: 'A',
  beitrag: 10,
  zahlungsweise: 12,
  ...extra,
});

describe('liquidity', () => {
  const contracts = [
    contract(1, { sparte: 'kfz', beitrag: 54.3 }),
    contract(2, { sparte: 'privathaftpflicht', beitrag: 89, zahlungsweise: 1 }),
    contract(3, { sparte: 'hausrat', beitrag: 38.4, zahlungsweise: 4 }),
    contract(4, { person_id: 2, sparte: 'berufsunfaehigkeit', beitrag: 78.5 }),
    contract(5, { person_id: 2, sparte: 'kfz', beitrag: 300, zahlungsweise: 2 }),
    contract(6, { sparte: 'reise', beitrag: 79, zahlungsweise: 9999 }),
    contract(7, { sparte: 'rechtsschutz', beitrag: 14.2, status: 'I' }),
    contract(8, { sparte: 'unfall', beitrag: null }),
  ];
  const result = liquidity(contracts, [1, 2]);

  it('normalises to a month: yearly / 12, quarterly / 3, half-yearly / 6', () => {
    // Person 1: 54,30 × 12 + 89 + 38,40 × 4 = 651,60 + 89 + 153,60 = 894,20 € a year.
    expect(result.persons[0]).toEqual({
      personId: 1,
      yearlyCents: 89_420,
      sparten: [
        { key: 'kfz', yearlyCents: 65_160, contracts: 1 },
        { key: 'privathaftpflicht', yearlyCents: 8_900, contracts: 1 },
        { key: 'hausrat', yearlyCents: 15_360, contracts: 1 },
      ],
    });
    expect(monthlyEuro(result.persons[0]?.yearlyCents ?? 0)).toBe(74.52);
    // Person 2: 78,50 × 12 + 300 × 2 = 942 + 600 = 1.542 € a year, 128,50 € a month.
    expect(result.persons[1]?.yearlyCents).toBe(154_200);
    expect(monthlyEuro(154_200)).toBe(128.5);
    expect(result.yearlyCents).toBe(243_620);
  });

  it('lists one-off payments and contracts without a premium apart, and leaves inactive ones out', () => {
    expect(result.oneOff.map((c) => c.id)).toEqual([6]);
    expect(result.withoutPremium.map((c) => c.id)).toEqual([8]);
    expect(result.sparten.map((row) => row.key)).toEqual([
      'kfz',
      'berufsunfaehigkeit',
      'hausrat',
      'privathaftpflicht',
    ]);
    expect(result.sparten[0]).toEqual({ key: 'kfz', yearlyCents: 125_160, contracts: 2 });
  });

  it('the parts always add up to the whole', () => {
    const arbitrary = fc.array(
      fc.record({
        id: fc.integer({ min: 1 }),
        person_id: fc.integer({ min: 1, max: 4 }),
        sparte: fc.constantFrom('kfz', 'hausrat', 'unfall', 'reise'),
        status: fc.constantFrom('A', 'I'),
        beitrag: fc.option(
          fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
          { nil: null },
        ),
        zahlungsweise: fc.option(fc.constantFrom(12, 4, 2, 1, 9999), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(arbitrary, (list) => {
        const r = liquidity(list, [1, 2, 3, 4]);
        expect(r.persons.reduce((sum, p) => sum + p.yearlyCents, 0)).toBe(r.yearlyCents);
        expect(r.sparten.reduce((sum, s) => sum + s.yearlyCents, 0)).toBe(r.yearlyCents);
        const counted = r.sparten.reduce((sum, s) => sum + s.contracts, 0);
        expect(counted + r.oneOff.length + r.withoutPremium.length).toBe(
          list.filter((c) => c.status === 'A').length,
        );
      }),
    );
  });
});
