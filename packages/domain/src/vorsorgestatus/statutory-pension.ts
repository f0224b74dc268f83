import {
  ABSCHLAG_PRO_MONAT,
  AKTUELLER_RENTENWERT,
  BBG_RENTENVERSICHERUNG_JAHR,
  DURCHSCHNITTSENTGELT,
  ZUSCHLAG_PRO_MONAT,
} from './constants';
import { cents } from './pension-net';
import type { AgeInMonths } from './retirement-age';

/**
 * The gross statutory pension per month in today's values (ADR 175), from
 * - the Renteninformation: its "Höhe Ihrer künftigen Regelaltersrente" (today's Rentenwert, contributions
 *   as in the last five years, no adjustments), or
 * - Entgeltpunkte × aktueller Rentenwert (§ 64 SGB VI, Rentenartfaktor 1), the points so far plus, with a
 *   gross yearly income, the points of the years until the start (income up to the BBG / Durchschnitts-
 *   entgelt per year, § 70 Abs. 1 SGB VI).
 * Either is then changed by the Zugangsfaktor (§ 77 SGB VI) for a start before or after the
 * Regelaltersgrenze: −0.3 % or +0.5 % per month. An earlier start's lost contribution years are not taken off.
 */
export type StatutorySource =
  | { kind: 'renteninformation'; regelaltersrente: number }
  | { kind: 'entgeltpunkte'; entgeltpunkte: number; bruttojahresentgelt: number | null }
  | { kind: 'keine' };

/** The Entgeltpunkte one year of this gross income earns (capped at the BBG). */
export function entgeltpunkteProJahr(bruttojahresentgelt: number): number {
  return Math.min(bruttojahresentgelt, BBG_RENTENVERSICHERUNG_JAHR) / DURCHSCHNITTSENTGELT;
}

/** § 77 SGB VI: 1 − 0.003 per month before, 1 + 0.005 per month after the Regelaltersgrenze. */
export function zugangsfaktor(startAge: AgeInMonths, regelalter: AgeInMonths): number {
  const months = startAge - regelalter;
  return months < 0 ? 1 + months * ABSCHLAG_PRO_MONAT : 1 + months * ZUSCHLAG_PRO_MONAT;
}

/**
 * The gross pension at `startAge` (€ per month, cents). `monthsToStart`: months from today to the start,
 * the years the income still earns points for (none once started).
 */
export function statutoryGross(
  source: StatutorySource,
  startAge: AgeInMonths,
  regelalter: AgeInMonths,
  monthsToStart: number,
): number {
  const factor = zugangsfaktor(startAge, regelalter);
  if (source.kind === 'renteninformation') return cents(source.regelaltersrente * factor);
  if (source.kind === 'keine') return 0;
  const future = source.bruttojahresentgelt
    ? (entgeltpunkteProJahr(source.bruttojahresentgelt) * Math.max(0, monthsToStart)) / 12
    : 0;
  return cents((source.entgeltpunkte + future) * AKTUELLER_RENTENWERT * factor);
}
