import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContractPension, type PensionInputs, pensionStatus } from './pension-status';

const today = '2026-11-29';

/**
 * Worked examples, computed by hand from the constants of constants.ts (ADR 175): KVdR 8.75 % (half of
 * 14.6 % + 2.9 %), care 3.6 % (4.2 % childless), the tax by § 32a EStG 2026 on 12 × pension × the start
 * year's Besteuerungsanteil − 102 − 36 − 12 × contributions, inflation 2 % over the months to the start.
 */
describe('pensionStatus, worked households', () => {
  it('Max: born 14 May 1985, Renteninformation 1,800 €, two children, wishes 2,500 €, no contracts', () => {
    // Regelaltersgrenze 67 (born after 1963): 67 on 14 May 2052 → from 1 June 2052; 307 months from Nov 2026.
    // KV 1,800 × 8.75 % = 157.50; care 1,800 × 3.6 % = 64.80.
    // Tax: share 2052 = 82.5 + 0.5 × 29 = 97 %; 21,600 × 97 % = 20,952 − 138 − 12 × 222.30 = 18,146.40 → 18,146;
    //   z = 0.0347: (173.10 × z + 2,397) × z + 1,034.87 = 1,118.25 → 1,118 a year, 93.17 a month.
    // Net 1,800 − 157.50 − 64.80 − 93.17 = 1,484.53; gap 2,500 − 1,484.53 = 1,015.47 today;
    //   × 1.02^(307/12) = × 1.659667 → 1,685.34 at the start.
    const status = pensionStatus(
      {
        personId: 11,
        geburtsdatum: '1985-05-14',
        wunschrente: 2_500,
        kinderanzahl: 2,
        statutory: { kind: 'renteninformation', regelaltersrente: 1_800 },
        rentenalterMonate: null,
      },
      [],
      today,
    );
    expect(status).toMatchObject({
      personId: 11,
      wunschrente: 2_500,
      erwartet: { gesetzlich: 1_484.53, vertraege: 0 },
      luecke_heute: 1_015.47,
      luecke_bei_rentenbeginn: 1_685.34,
      rentenbeginn: '2052-06-01',
      rentenalter_monate: 804,
      quelle: 'renteninformation',
      gesetzlich: {
        brutto: 1_800,
        krankenversicherung: 157.5,
        pflegeversicherung: 64.8,
        steuer: 93.17,
        netto: 1_484.53,
      },
      monate_bis_rentenbeginn: 307,
      inflation_prozent: 2,
    });
  });

  it('Maria: born 1 Aug 1962, 38.5 Entgeltpunkte, childless, a Riester contract projecting 150 €, wishes 2,000 €', () => {
    // Regelaltersgrenze 66 years 8 months (1962): 800 months → April 2029, born on the 1st → from 1 April 2029; 29 months.
    // Gross 38.5 × 40.79 = 1,570.415 → 1,570.42. KV × 8.75 % = 137.41; care × 4.2 % = 65.96 (childless).
    // Tax: share 2029 = 85.5 %; 18,845.04 × 85.5 % = 16,112.51 − 138 − 12 × 203.37 = 13,534.07 → 13,534;
    //   y = 0.1186: (914.51 × y + 1,400) × y = 178.90 → 178 a year, 14.83 a month.
    // Net 1,570.42 − 137.41 − 65.96 − 14.83 = 1,352.22. Riester 150 (projected, not the 120 guaranteed) at the
    //   start ÷ 1.02^(29/12) = ÷ 1.049020 → 142.99 today. Gap 2,000 − 1,352.22 − 142.99 = 504.79; × 1.049020 → 529.53.
    const riester: ContractPension = {
      vertragId: 41,
      personId: 12,
      sparte: 'riester',
      garantiert_mtl: 120,
      prognose_mtl: 150,
    };
    const status = pensionStatus(
      {
        personId: 12,
        geburtsdatum: '1962-08-01',
        wunschrente: 2_000,
        kinderanzahl: 0,
        statutory: { kind: 'entgeltpunkte', entgeltpunkte: 38.5, bruttojahresentgelt: null },
        rentenalterMonate: null,
      },
      [riester, { ...riester, vertragId: 42, personId: 11 }],
      today,
    );
    expect(status).toMatchObject({
      erwartet: { gesetzlich: 1_352.22, vertraege: 142.99 },
      luecke_heute: 504.79,
      luecke_bei_rentenbeginn: 529.53,
      rentenbeginn: '2029-04-01',
      rentenalter_monate: 800,
      quelle: 'entgeltpunkte',
      gesetzlich: { brutto: 1_570.42, krankenversicherung: 137.41, pflegeversicherung: 65.96, steuer: 14.83 },
      vertraege_bei_rentenbeginn: 150,
      monate_bis_rentenbeginn: 29,
    });
  });

  it('Jonas: born 1 Jan 1964, retires at 65 with 2,400 € in the Renteninformation, a bAV of 300 € guaranteed, wishes 3,000 €', () => {
    // Starts 24 months before 67: Zugangsfaktor 1 − 24 × 0.3 % = 0.928; 2,400 × 0.928 = 2,227.20 from 1 Jan 2029; 26 months.
    // KV 2,227.20 × 8.75 % = 194.88; care × 3.6 % = 80.18 (a parent).
    // Tax: share 2029 = 85.5 %; 26,726.40 × 85.5 % = 22,851.07 − 138 − 12 × 275.06 = 19,412.35 → 19,412;
    //   z = 0.1613: (173.10 × z + 2,397) × z + 1,034.87 = 1,426.01 → 1,426 a year, 118.83 a month.
    // Net 2,227.20 − 194.88 − 80.18 − 118.83 = 1,833.31. bAV 300 ÷ 1.02^(26/12) = ÷ 1.043839 → 287.40 today.
    // Gap 3,000 − 1,833.31 − 287.40 = 879.29; × 1.043839 → 917.84.
    const status = pensionStatus(
      {
        personId: 13,
        geburtsdatum: '1964-01-01',
        wunschrente: 3_000,
        kinderanzahl: 1,
        statutory: { kind: 'renteninformation', regelaltersrente: 2_400 },
        rentenalterMonate: 65 * 12,
      },
      [{ vertragId: 51, personId: 13, sparte: 'bav', garantiert_mtl: 300, prognose_mtl: null }],
      today,
    );
    expect(status).toMatchObject({
      erwartet: { gesetzlich: 1_833.31, vertraege: 287.4 },
      luecke_heute: 879.29,
      luecke_bei_rentenbeginn: 917.84,
      rentenbeginn: '2029-01-01',
      rentenalter_monate: 780,
      regelaltersgrenze_monate: 804,
      gesetzlich: { brutto: 2_227.2, krankenversicherung: 194.88, pflegeversicherung: 80.18, steuer: 118.83 },
      monate_bis_rentenbeginn: 26,
    });
  });

  it('shows no gap above the wish, none today and at the start alike once retired, and none without a wish', () => {
    const base: PensionInputs = {
      personId: 1,
      geburtsdatum: '1955-03-10',
      wunschrente: 1_000,
      kinderanzahl: 1,
      statutory: { kind: 'renteninformation', regelaltersrente: 2_000 },
      rentenalterMonate: null,
    };
    expect(pensionStatus(base, [], today)).toMatchObject({
      luecke_heute: 0,
      luecke_bei_rentenbeginn: 0,
      monate_bis_rentenbeginn: 0,
    });
    const retired = pensionStatus({ ...base, wunschrente: 2_500 }, [], today);
    expect(retired.luecke_bei_rentenbeginn).toBe(retired.luecke_heute);
    expect(
      pensionStatus({ ...base, wunschrente: null, statutory: { kind: 'keine' } }, [], today),
    ).toMatchObject({
      wunschrente: 0,
      erwartet: { gesetzlich: 0, vertraege: 0 },
      luecke_heute: 0,
      quelle: 'keine',
    });
  });

  it('projects the points of the years to the start from the gross income, capped at the BBG', () => {
    // 40 points + 51,944 € (one average earning: 1 point a year) × 307 / 12 years = 65.5833 points × 40.79 = 2,675.14.
    const inputs: PensionInputs = {
      personId: 1,
      geburtsdatum: '1985-05-14',
      wunschrente: 0,
      kinderanzahl: 0,
      statutory: { kind: 'entgeltpunkte', entgeltpunkte: 40, bruttojahresentgelt: 51_944 },
      rentenalterMonate: null,
    };
    expect(pensionStatus(inputs, [], today).gesetzlich.brutto).toBe(2_675.14);
    // Above the BBG (101,400 €) a year earns 101,400 / 51,944 = 1.9521 points, whatever the income.
    const capped = (income: number) =>
      pensionStatus(
        { ...inputs, statutory: { kind: 'entgeltpunkte', entgeltpunkte: 40, bruttojahresentgelt: income } },
        [],
        today,
      );
    expect(capped(200_000).gesetzlich.brutto).toBe(capped(101_400).gesetzlich.brutto);
    // Just below it the income still counts: 40 + 100,000 / 51,944 × 307 / 12 = 89.2518 points × 40.79 = 3,640.58.
    expect(capped(100_000).gesetzlich.brutto).toBe(3_640.58);
  });
});

const inputsArbitrary = fc.record({
  personId: fc.constant(1),
  geburtsdatum: fc
    .record({
      year: fc.integer({ min: 1950, max: 2006 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
  wunschrente: fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100),
  kinderanzahl: fc.constantFrom(0, 2, null),
  statutory: fc
    .integer({ min: 0, max: 5_000 })
    .map((value) => ({ kind: 'renteninformation' as const, regelaltersrente: value })),
  rentenalterMonate: fc.constantFrom(null, 756, 800, 840),
  inflation: fc.integer({ min: 0, max: 100 }).map((value) => value / 1000),
});
const contractsArbitrary = fc.array(
  fc.record({
    vertragId: fc.nat(),
    personId: fc.constant(1),
    sparte: fc.constantFrom('private_rente' as const, 'riester' as const, 'bav' as const),
    garantiert_mtl: fc.option(fc.integer({ min: 0, max: 200_000 }).map((value) => value / 100)),
    prognose_mtl: fc.option(fc.integer({ min: 0, max: 200_000 }).map((value) => value / 100)),
  }),
  { maxLength: 4 },
);

describe('pensionStatus, properties', () => {
  it('never lowers the gap for a higher wished pension', () => {
    fc.assert(
      fc.property(
        inputsArbitrary,
        contractsArbitrary,
        fc.integer({ min: 1, max: 100_000 }),
        (inputs, contracts, more) => {
          const before = pensionStatus(inputs, contracts, today);
          const after = pensionStatus(
            { ...inputs, wunschrente: inputs.wunschrente + more / 100 },
            contracts,
            today,
          );
          expect(after.luecke_heute).toBeGreaterThanOrEqual(before.luecke_heute);
          expect(after.luecke_bei_rentenbeginn).toBeGreaterThanOrEqual(before.luecke_bei_rentenbeginn);
        },
      ),
    );
  });

  it('never raises the gap for more expected pension: a statutory euro more, or another contract', () => {
    fc.assert(
      fc.property(
        inputsArbitrary,
        contractsArbitrary,
        fc.integer({ min: 1, max: 2_000 }),
        (inputs, contracts, more) => {
          const before = pensionStatus(inputs, contracts, today);
          const richer = {
            ...inputs,
            statutory: { ...inputs.statutory, regelaltersrente: inputs.statutory.regelaltersrente + more },
          };
          const extra: ContractPension = {
            vertragId: 999,
            personId: 1,
            sparte: 'basisrente',
            garantiert_mtl: more,
            prognose_mtl: null,
          };
          for (const after of [
            pensionStatus(richer, contracts, today),
            pensionStatus(inputs, [...contracts, extra], today),
          ]) {
            expect(after.luecke_heute).toBeLessThanOrEqual(before.luecke_heute);
            expect(after.luecke_bei_rentenbeginn).toBeLessThanOrEqual(before.luecke_bei_rentenbeginn);
          }
        },
      ),
    );
  });
});
