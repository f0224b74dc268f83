import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPARTEN } from '../contracts/sparten';
import { FACT_KEYS, type FactKey, type Facts, factsOf, NO_FACTS } from './facts';
import { type NeedContract, needsOf } from './result';

const contract = (id: number, sparte: string, person_id = 1, status = 'A'): NeedContract => ({
  id,
  person_id,
  sparte,
  status,
});

describe('needsOf against the household’s contracts', () => {
  it('covers a Sparte by the lowest active contract, and an inactive one alone is to be checked', () => {
    const facts = factsOf({ details: { mieter: '1' } });
    expect(
      needsOf(facts, 1, [contract(9, 'hausrat'), contract(4, 'hausrat'), contract(2, 'hausrat', 1, 'I')]),
    ).toContainEqual(expect.objectContaining({ sparte: 'hausrat', status: 'gedeckt', vertragId: 4 }));
    expect(needsOf(facts, 1, [contract(2, 'hausrat', 1, 'I')])).toContainEqual(
      expect.objectContaining({ sparte: 'hausrat', status: 'pruefen', vertragId: 2 }),
    );
    expect(needsOf(facts, 1, [contract(2, 'kfz')])).toContainEqual(
      expect.objectContaining({ sparte: 'hausrat', status: 'luecke', vertragId: null }),
    );
  });

  it('lets a household contract cover everyone, a personal one only its person', () => {
    const facts = factsOf({ details: { situation: '1' } });
    const partners = [contract(3, 'privathaftpflicht', 2), contract(5, 'berufsunfaehigkeit', 2)];
    expect(needsOf(facts, 1, partners)).toEqual([
      {
        sparte: 'berufsunfaehigkeit',
        prioritaet: 'existenziell',
        status: 'luecke',
        vertragId: null,
        gruende: ['berufsunfaehigkeit'],
      },
      {
        sparte: 'privathaftpflicht',
        prioritaet: 'existenziell',
        status: 'gedeckt',
        vertragId: 3,
        gruende: ['privathaftpflicht'],
      },
    ]);
    expect(needsOf(facts, 2, partners).map((entry) => entry.status)).toEqual(['gedeckt', 'gedeckt']);
  });

  it('sorts by priority, then gaps before checks before covered, then the Sparten table; one entry per Sparte', () => {
    const facts = factsOf({ details: { wohneigentum: '1', katze: '1', vielreisender: '1', kfzhalter: '1' } });
    const result = needsOf(facts, 1, [contract(1, 'privathaftpflicht'), contract(2, 'kfz')]);
    expect(result.map(({ sparte, prioritaet, status }) => `${prioritaet} ${status} ${sparte}`)).toEqual([
      'existenziell luecke wohngebaeude',
      'existenziell pruefen privathaftpflicht',
      'existenziell gedeckt kfz',
      'wichtig luecke hausrat',
      'wichtig luecke reise',
    ]);
    expect(result.find((entry) => entry.sparte === 'hausrat')?.gruende).toEqual([
      'hausrat',
      'aussenversicherung',
    ]);
    expect(result.find((entry) => entry.sparte === 'privathaftpflicht')?.gruende).toEqual([
      'privathaftpflicht',
      'katze',
    ]);
  });
});

const factsArbitrary = fc
  .record(
    Object.fromEntries(FACT_KEYS.map((key) => [key, fc.boolean()])) as Record<FactKey, fc.Arbitrary<boolean>>,
  )
  .map((facts): Facts => facts);
const contractArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  person_id: fc.constantFrom(1, 2, null),
  sparte: fc.constantFrom(...SPARTEN.map((sparte) => sparte.key), null),
  status: fc.constantFrom('A', 'I'),
});
const contractsArbitrary = fc.array(contractArbitrary, { maxLength: 12 });

const gaps = (facts: Facts, contracts: NeedContract[]) =>
  new Set(
    needsOf(facts, 1, contracts)
      .filter((entry) => entry.status === 'luecke')
      .map((entry) => entry.sparte),
  );

describe('needsOf, properties', () => {
  it('never adds a gap when an active contract of a needed Sparte is added', () => {
    fc.assert(
      fc.property(factsArbitrary, contractsArbitrary, fc.nat(20), (facts, contracts, pick) => {
        const needed = needsOf(facts, 1, contracts);
        const sparte = needed[pick % needed.length]?.sparte ?? 'privathaftpflicht'; // never empty: everyone's rule
        const before = gaps(facts, contracts);
        const after = gaps(facts, [...contracts, contract(99, sparte)]);
        for (const gap of after) expect(before.has(gap)).toBe(true);
        expect(after.has(sparte)).toBe(false);
      }),
    );
  });

  it('never adds a recommendation when facts are taken away', () => {
    fc.assert(
      fc.property(
        factsArbitrary,
        contractsArbitrary,
        fc.subarray([...FACT_KEYS]),
        (facts, contracts, removed) => {
          const fewer = { ...facts, ...Object.fromEntries(removed.map((key) => [key, false])) };
          const before = new Set(needsOf(facts, 1, contracts).map((entry) => entry.sparte));
          for (const entry of needsOf(fewer, 1, contracts)) expect(before.has(entry.sparte)).toBe(true);
        },
      ),
    );
  });

  it('recommends only the Privathaftpflicht without any fact', () => {
    fc.assert(
      fc.property(contractsArbitrary, (contracts) => {
        expect(needsOf(NO_FACTS, 1, contracts).map((entry) => entry.sparte)).toEqual(['privathaftpflicht']);
      }),
    );
  });
});
