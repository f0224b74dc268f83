import {
  BBG_KRANKENVERSICHERUNG_MONAT,
  KV_ALLGEMEINER_SATZ,
  KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG,
  PV_SATZ,
  PV_ZUSCHLAG_KINDERLOS,
  SONDERAUSGABEN_PAUSCHBETRAG,
  EINKOMMENSTEUER_2026 as tarif,
  WERBUNGSKOSTEN_PAUSCHBETRAG_RENTE,
} from './constants';

/**
 * The statutory pension's net (ADR 175): the pensioner's health and care contributions (KVdR) and the
 * income tax on its taxable share, for a pension that is the person's only income, assessed alone
 * (Grundtarif). Amounts in € per month, rounded to the cent; the tax per year to the full euro.
 */

/** Cents, rounded half away from zero (as contributions are). */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/**
 * Besteuerungsanteil in percent by the year the pension starts (§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. aa
 * EStG as amended by the Wachstumschancengesetz of 27 March 2024): 50 until 2005, +2 points a year to
 * 80 in 2020, +1 to 82 in 2022, then +0.5 a year from 82.5 in 2023 to 100 in 2058.
 */
export function besteuerungsanteilProzent(startYear: number): number {
  if (startYear <= 2005) return 50;
  if (startYear <= 2020) return 50 + 2 * (startYear - 2005);
  if (startYear <= 2022) return 80 + (startYear - 2020);
  return Math.min(100, 82.5 + 0.5 * (startYear - 2023));
}

/** Einkommensteuer per year by the Grundtarif of § 32a Abs. 1 EStG 2026 (income and tax rounded down to the euro). */
export function einkommensteuer(zuVersteuern: number): number {
  const x = Math.floor(zuVersteuern);
  if (x <= tarif.grundfreibetrag) return 0;
  if (x <= tarif.zone2Bis) {
    const y = (x - tarif.grundfreibetrag) / 10_000;
    return Math.floor((tarif.zone2.a * y + tarif.zone2.b) * y);
  }
  if (x <= tarif.zone3Bis) {
    const z = (x - tarif.zone2Bis) / 10_000;
    return Math.floor((tarif.zone3.a * z + tarif.zone3.b) * z + tarif.zone3.c);
  }
  if (x <= tarif.zone4Bis) return Math.floor(tarif.zone4.rate * x - tarif.zone4.minus);
  return Math.floor(tarif.zone5.rate * x - tarif.zone5.minus);
}

/** The pensioner's share of the health insurance: half the general rate and half the average Zusatzbeitrag. */
export const KV_SATZ_RENTNER = (KV_ALLGEMEINER_SATZ + KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG) / 2;

export type PensionDeductions = {
  brutto: number;
  krankenversicherung: number;
  pflegeversicherung: number;
  steuer: number;
  netto: number;
};

/**
 * A gross statutory pension (€ per month) less KVdR, care (the childless surcharge without children) and
 * the income tax on the Besteuerungsanteil of its start year, after the Werbungskosten- and Sonderausgaben-
 * Pauschbeträge and the contributions themselves (Vorsorgeaufwendungen, § 10 Abs. 1 Nr. 3 EStG).
 */
export function netPension(brutto: number, startYear: number, kinderlos: boolean): PensionDeductions {
  const base = Math.min(brutto, BBG_KRANKENVERSICHERUNG_MONAT);
  const krankenversicherung = cents(base * KV_SATZ_RENTNER);
  const pflegeversicherung = cents(base * (PV_SATZ + (kinderlos ? PV_ZUSCHLAG_KINDERLOS : 0)));
  const taxable =
    (12 * brutto * besteuerungsanteilProzent(startYear)) / 100 -
    WERBUNGSKOSTEN_PAUSCHBETRAG_RENTE -
    SONDERAUSGABEN_PAUSCHBETRAG -
    12 * (krankenversicherung + pflegeversicherung);
  const steuer = cents(einkommensteuer(Math.max(0, taxable)) / 12);
  return {
    brutto,
    krankenversicherung,
    pflegeversicherung,
    steuer,
    netto: cents(brutto - krankenversicherung - pflegeversicherung - steuer),
  };
}
