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

describe('einkommensteuer (§ 32a Abs. 1 EStG 2026, Grundtarif)', () => {
  it('is 0 up to the Grundfreibetrag and continuous at each zone’s bound', () => {
    expect(einkommensteuer(12_348)).toBe(0);
    // y = 0.0001: (914.51 × 0.0001 + 1,400) × 0.0001 = 0.14 → 0
    expect(einkommensteuer(12_349)).toBe(0);
    // y = 0.5451: (914.51 × 0.5451 + 1,400) × 0.5451 = 1,034.87 → 1,034 (the next zone's constant: 1,034.87)
    expect(einkommensteuer(17_799)).toBe(1_034);
    // z = 0.0001: (173.10 × 0.0001 + 2,397) × 0.0001 + 1,034.87 = 1,035.11 → 1,035
    expect(einkommensteuer(17_800)).toBe(1_035);
    // z = 1.2201: (173.10 × 1.2201 + 2,397) × 1.2201 + 1,034.87 = 4,217.13 → 4,217
    expect(einkommensteuer(30_000)).toBe(4_217);
    expect(einkommensteuer(30_000.99)).toBe(4_217);
    // z = 5.2079: (173.10 × z + 2,397) × z + 1,034.87 = 18,213.06; 0.42 × 69,878 − 11,135.63 = 18,213.13;
    //   0.42 × 69,879 − 11,135.63 = 18,213.55
    expect(einkommensteuer(69_878)).toBe(18_213);
    expect(einkommensteuer(69_879)).toBe(18_213);
    // 0.42 × 277,825 − 11,135.63 = 105,550.87 = 0.45 × 277,825 − 19,470.38; 0.45 × 277,826 − 19,470.38 = 105,551.32
    expect(einkommensteuer(277_825)).toBe(105_550);
    expect(einkommensteuer(277_826)).toBe(105_551);
    expect(einkommensteuer(0)).toBe(0);
  });
});

describe('netPension', () => {
  it('takes half the general rate and half the average Zusatzbeitrag for health: (14.6 % + 2.9 %) / 2', () => {
    expect(KV_SATZ_RENTNER).toBeCloseTo(0.0875, 10);
  });

  it('takes the contributions of the Beitragsbemessungsgrenze at most, the tax of the whole pension', () => {
    // 5,812.50 × 8.75 % = 508.59; × 3.6 % = 209.25 (a parent)
    const high = netPension(6_000, 2040, false);
    expect(high).toMatchObject({ krankenversicherung: 508.59, pflegeversicherung: 209.25 });
    // 72,000 × 91 % − 138 − 12 × 717.84 = 56,767.92 → 56,767; z = 3.8968: (173.10 × z + 2,397) × z + 1,034.87
    //   = 13,004.03 → 13,004
    expect(high.steuer).toBe(cents(13_004 / 12));
  });

  it('adds the childless surcharge to the care contribution, and taxes nothing below the Grundfreibetrag', () => {
    // KV 1,000 × 8.75 % = 87.50; care × 3.6 % = 36.00, × 4.2 % = 42.00;
    //   12,000 × 85.5 % − 138 − contributions < 12,348: no tax
    expect(netPension(1_000, 2029, false)).toEqual({
      brutto: 1_000,
      krankenversicherung: 87.5,
      pflegeversicherung: 36,
      steuer: 0,
      netto: 876.5,
    });
    expect(netPension(1_000, 2029, true).pflegeversicherung).toBe(42);
    expect(netPension(0, 2029, true).netto).toBe(0);
  });
});
