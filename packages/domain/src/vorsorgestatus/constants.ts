/**
 * The constants of the Vorsorgestatus (issue 30, ADR 175), each with its source and the date it holds
 * from. They are the values of 2026 where those are enacted and known with certainty (the Rechengrößen,
 * the average Zusatzbeitrag, the Grundtarif); the Rentenwert is the one from 1 July 2025, the latest known
 * with certainty (ADR 175 says why). A new year's values replace them here and in the tests' worked
 * examples (vorsorgestatus/*.test.ts), nowhere else.
 */

/** Aktueller Rentenwert from 1 July 2025 (§ 68 SGB VI; Rentenwertbestimmungsverordnung 2025): € per Entgeltpunkt and month. */
export const AKTUELLER_RENTENWERT = 40.79;
export const AKTUELLER_RENTENWERT_AB = '2025-07-01';

/** Vorläufiges Durchschnittsentgelt 2026 (Anlage 1 SGB VI; § 1 Abs. 2 Sozialversicherungs-Rechengrößenverordnung 2026): € per year. */
export const DURCHSCHNITTSENTGELT = 51_944;

/** Beitragsbemessungsgrenze der Rentenversicherung 2026 (§ 159 SGB VI; SV-Rechengrößenverordnung 2026: 8,450 € a month): € per year. */
export const BBG_RENTENVERSICHERUNG_JAHR = 101_400;

/** Allgemeiner Beitragssatz der Krankenversicherung (§ 241 SGB V): half of it is the pensioner's (§ 249a SGB V). */
export const KV_ALLGEMEINER_SATZ = 0.146;

/** Durchschnittlicher Zusatzbeitragssatz 2026 (§ 242a SGB V; the BMG's Bekanntmachung for 2026): half is the pensioner's. */
export const KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG = 0.029;

/** Beitragssatz der Pflegeversicherung from 1 January 2025 (§ 55 Abs. 1 SGB XI): all of it the pensioner's (§ 59 Abs. 1 SGB XI). */
export const PV_SATZ = 0.036;

/** Beitragszuschlag für Kinderlose (§ 55 Abs. 3 SGB XI). */
export const PV_ZUSCHLAG_KINDERLOS = 0.006;

/** Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung 2026 (§ 223 Abs. 3 SGB V; SV-Rechengrößenverordnung 2026: 69,750 € a year): € per month. */
export const BBG_KRANKENVERSICHERUNG_MONAT = 5_812.5;

/** Werbungskosten-Pauschbetrag for pensions (§ 9a Satz 1 Nr. 3 EStG): € per year. */
export const WERBUNGSKOSTEN_PAUSCHBETRAG_RENTE = 102;

/** Sonderausgaben-Pauschbetrag (§ 10c Satz 1 EStG): € per year. */
export const SONDERAUSGABEN_PAUSCHBETRAG = 36;

/**
 * Einkommensteuer-Grundtarif 2026 (§ 32a Abs. 1 EStG for the Veranlagungszeitraum 2026 as amended by the
 * Steuerfortentwicklungsgesetz of 23 December 2024): zone bounds in € of taxable income and the formula's
 * coefficients. Each zone meets the next to the cent (1,034.87 at 17,799; 18,213.13 at 69,878; 105,550.87 at
 * 277,825: pension-net.test.ts), which a wrongly remembered coefficient would break.
 */
export const EINKOMMENSTEUER_2026 = {
  grundfreibetrag: 12_348,
  zone2Bis: 17_799,
  zone3Bis: 69_878,
  zone4Bis: 277_825,
  zone2: { a: 914.51, b: 1_400 },
  zone3: { a: 173.1, b: 2_397, c: 1_034.87 },
  zone4: { rate: 0.42, minus: 11_135.63 },
  zone5: { rate: 0.45, minus: 19_470.38 },
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
