/**
 * The constants of the Vorsorgestatus (issue 30, ADR 175), each with its source and the date it holds
 * from. They are the values of 2025 (the Rentenwert from 1 July 2025), the latest set sourced with
 * certainty when this was written; a new year's values replace them here and in the tests' worked
 * examples (vorsorgestatus/*.test.ts), nowhere else.
 */

/** Aktueller Rentenwert from 1 July 2025 (§ 68 SGB VI; Rentenwertbestimmungsverordnung 2025): € per Entgeltpunkt and month. */
export const AKTUELLER_RENTENWERT = 40.79;
export const AKTUELLER_RENTENWERT_AB = '2025-07-01';

/** Vorläufiges Durchschnittsentgelt 2025 (Anlage 1 SGB VI; Sozialversicherungs-Rechengrößenverordnung 2025): € per year. */
export const DURCHSCHNITTSENTGELT = 50_493;

/** Beitragsbemessungsgrenze der Rentenversicherung 2025 (§ 159 SGB VI; SV-Rechengrößenverordnung 2025): € per year. */
export const BBG_RENTENVERSICHERUNG_JAHR = 96_600;

/** Allgemeiner Beitragssatz der Krankenversicherung (§ 241 SGB V): half of it is the pensioner's (§ 249a SGB V). */
export const KV_ALLGEMEINER_SATZ = 0.146;

/** Durchschnittlicher Zusatzbeitragssatz 2025 (§ 242a SGB V; the BMG's Bekanntmachung for 2025): half is the pensioner's. */
export const KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG = 0.025;

/** Beitragssatz der Pflegeversicherung from 1 January 2025 (§ 55 Abs. 1 SGB XI): all of it the pensioner's (§ 59 Abs. 1 SGB XI). */
export const PV_SATZ = 0.036;

/** Beitragszuschlag für Kinderlose (§ 55 Abs. 3 SGB XI). */
export const PV_ZUSCHLAG_KINDERLOS = 0.006;

/** Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung 2025 (§ 223 Abs. 3 SGB V): € per month. */
export const BBG_KRANKENVERSICHERUNG_MONAT = 5_512.5;

/** Werbungskosten-Pauschbetrag for pensions (§ 9a Satz 1 Nr. 3 EStG): € per year. */
export const WERBUNGSKOSTEN_PAUSCHBETRAG_RENTE = 102;

/** Sonderausgaben-Pauschbetrag (§ 10c Satz 1 EStG): € per year. */
export const SONDERAUSGABEN_PAUSCHBETRAG = 36;

/**
 * Einkommensteuer-Grundtarif 2025 (§ 32a Abs. 1 EStG as amended by the Steuerfortentwicklungsgesetz of
 * 23 December 2024): zone bounds in € of taxable income and the formula's coefficients.
 */
export const EINKOMMENSTEUER_2025 = {
  grundfreibetrag: 12_096,
  zone2Bis: 17_443,
  zone3Bis: 68_480,
  zone4Bis: 277_825,
  zone2: { a: 932.3, b: 1_400 },
  zone3: { a: 176.64, b: 2_397, c: 1_015.13 },
  zone4: { rate: 0.42, minus: 10_911.92 },
  zone5: { rate: 0.45, minus: 19_246.67 },
} as const;

/** Abschlag per month of an earlier start (§ 77 Abs. 2 Satz 1 Nr. 2 Buchst. a SGB VI). */
export const ABSCHLAG_PRO_MONAT = 0.003;
/** Zuschlag per month of a later start (§ 77 Abs. 2 Satz 1 Nr. 2 Buchst. b SGB VI). */
export const ZUSCHLAG_PRO_MONAT = 0.005;

/** The earliest start the status offers: the Altersrente für langjährig Versicherte (§ 36 SGB VI), 35 years assumed. */
export const FRUEHESTES_RENTENALTER_MONATE = 63 * 12;
/** The latest start it offers. */
export const SPAETESTES_RENTENALTER_MONATE = 70 * 12;

/** The inflation assumed unless the customer sets another (the ECB's target), and the bounds of the setting. */
export const INFLATION_STANDARD = 0.02;
export const INFLATION_MIN = 0;
export const INFLATION_MAX = 0.1;
