import { describe, expect, it } from 'vitest';
import {
  besteuerungsanteilProzent,
  cents,
  einkommensteuer,
  KV_SATZ_RENTNER,
  netPension,
} from './pension-net';

describe('besteuerungsanteilProzent (§ 22 Nr. 1 Satz 3 a aa EStG, Wachstumschancengesetz)', () => {
  it('is 50 until 2005, +2 a year to 80 in 2020, +1 to 82 in 2022, then +0.5 a year to 100 in 2058', () => {
    const shares = [2000, 2005, 2006, 2020, 2021, 2022, 2023, 2024, 2025, 2029, 2052, 2057, 2058, 2070].map(
      besteuerungsanteilProzent,
    );
    expect(shares).toEqual([50, 50, 52, 80, 81, 82, 82.5, 83, 83.5, 85.5, 97, 99.5, 100, 100]);
  });
});

describe('einkommensteuer (§ 32a Abs. 1 EStG 2025, Grundtarif)', () => {
  it('is 0 up to the Grundfreibetrag and continuous at each zone’s bound', () => {
    expect(einkommensteuer(12_096)).toBe(0);
    // y = 0.0001: (932.30 × 0.0001 + 1,400) × 0.0001 = 0.14 → 0
    expect(einkommensteuer(12_097)).toBe(0);
    // y = 0.5347: (932.30 × 0.5347 + 1,400) × 0.5347 = 1,015.10 → 1,015
    expect(einkommensteuer(17_443)).toBe(1_015);
    expect(einkommensteuer(17_444)).toBe(1_015);
    // z = 1.2557: (176.64 × 1.2557 + 2,397) × 1.2557 + 1,015.13 = 4,303.52 → 4,303
    expect(einkommensteuer(30_000)).toBe(4_303);
    expect(einkommensteuer(30_000.99)).toBe(4_303);
    // 0.42 × 68,481 − 10,911.92 = 17,850.10; the zone below ends at 17,849.68
    expect(einkommensteuer(68_480)).toBe(17_849);
    expect(einkommensteuer(68_481)).toBe(17_850);
    // 0.42 × 277,825 − 10,911.92 = 105,774.58; 0.45 × 277,826 − 19,246.67 = 105,775.03
    expect(einkommensteuer(277_825)).toBe(105_774);
    expect(einkommensteuer(277_826)).toBe(105_775);
    expect(einkommensteuer(0)).toBe(0);
  });
});

describe('netPension', () => {
  it('takes half the general rate and half the average Zusatzbeitrag for health: (14.6 % + 2.5 %) / 2', () => {
    expect(KV_SATZ_RENTNER).toBeCloseTo(0.0855, 10);
  });

  it('takes the contributions of the Beitragsbemessungsgrenze at most, the tax of the whole pension', () => {
    // 5,512.50 × 8.55 % = 471.32; × 3.6 % = 198.45 (a parent)
    const high = netPension(6_000, 2040, false);
    expect(high).toMatchObject({ krankenversicherung: 471.32, pflegeversicherung: 198.45 });
    // 72,000 × 91 % − 138 − 12 × 669.77 = 57,344.76 → z = 3.9901: (176.64 × z + 2,397) × z + 1,015.13 = 13,391.67 → 13,391
    expect(high.steuer).toBe(cents(13_391 / 12));
  });

  it('adds the childless surcharge to the care contribution, and taxes nothing below the Grundfreibetrag', () => {
    // 1,000 × 3.6 % = 36.00; × 4.2 % = 42.00; 12,000 × 85.5 % − 138 − contributions < 12,096: no tax
    expect(netPension(1_000, 2029, false)).toEqual({
      brutto: 1_000,
      krankenversicherung: 85.5,
      pflegeversicherung: 36,
      steuer: 0,
      netto: 878.5,
    });
    expect(netPension(1_000, 2029, true).pflegeversicherung).toBe(42);
    expect(netPension(0, 2029, true).netto).toBe(0);
  });
});
