import { INFLATION_STANDARD } from './constants';
import { cents, netPension, type PensionDeductions } from './pension-net';
import { monthsBetween, parseDay, regelaltersgrenzeMonate, rentenbeginn } from './retirement-age';
import { type StatutorySource, statutoryGross } from './statutory-pension';

/**
 * One person's Vorsorgestatus (issue 30, ADR 175): the wished pension against the expected one, in
 * today's euros and in the euros of the start year. The statutory pension is in today's values (the
 * Renteninformation's and the Rentenwert's), so it is compared with the wish as it is; the contracts'
 * pensions are amounts at the start, so they are brought to today's by the inflation. The gap is never
 * below 0 (more than wished is no gap).
 */

/** The Sparten whose contracts pay a monthly pension (contracts/sparten.ts). */
export const PENSION_SPARTEN = ['private_rente', 'riester', 'basisrente', 'bav'] as const;
export type PensionSparte = (typeof PENSION_SPARTEN)[number];

/**
 * A pension contract's expected pension per month at its start (the contract catalogue's new fields,
 * from the insurer's yearly statement): guaranteed and projected; the projected counts where given.
 */
export type ContractPension = {
  vertragId: number;
  personId: number;
  sparte: PensionSparte;
  garantiert_mtl: number | null;
  prognose_mtl: number | null;
};

export type PensionInputs = {
  personId: number;
  geburtsdatum: string;
  /** einkuenfte_gesamt_netto_mtl, shown beside the figures; null when not entered. */
  nettoeinkommen?: number | null;
  /** wunsch_altersrente_mtl; none counts as 0. */
  wunschrente: number | null;
  /** kinderanzahl; none is taken as childless (the higher care contribution). */
  kinderanzahl: number | null;
  statutory: StatutorySource;
  /** The chosen start age in months; null: the Regelaltersgrenze. */
  rentenalterMonate: number | null;
  /** A fraction (0.02 for 2 %). */
  inflation?: number;
};

export type PersonPensionStatus = {
  personId: number;
  wunschrente: number;
  /** € per month in today's values: the statutory pension's net and the contracts' pensions. */
  erwartet: { gesetzlich: number; vertraege: number };
  luecke_heute: number;
  luecke_bei_rentenbeginn: number;
  /** 'YYYY-MM-DD', the first of a month. */
  rentenbeginn: string;
  rentenalter_monate: number;
  regelaltersgrenze_monate: number;
  quelle: StatutorySource['kind'];
  /** The statutory pension before and its deductions (today's values). */
  gesetzlich: PensionDeductions;
  /** The contracts' pensions as they will be paid (€ of the start year). */
  vertraege_bei_rentenbeginn: number;
  inflation_prozent: number;
  monate_bis_rentenbeginn: number;
  /** The net income today (einkuenfte_gesamt_netto_mtl), null when not entered. */
  nettoeinkommen: number | null;
};

/** The amount a contract counts with: the projection, else the guarantee. */
export function contractAmount(contract: ContractPension): number {
  return contract.prognose_mtl ?? contract.garantiert_mtl ?? 0;
}

export function pensionStatus(
  inputs: PensionInputs,
  contracts: readonly ContractPension[],
  today: string,
): PersonPensionStatus {
  const born = parseDay(inputs.geburtsdatum);
  const regelalter = regelaltersgrenzeMonate(born.year);
  const alter = inputs.rentenalterMonate ?? regelalter;
  const start = rentenbeginn(inputs.geburtsdatum, alter);
  const months = Math.max(0, monthsBetween(today, start));
  const inflation = inputs.inflation ?? INFLATION_STANDARD;
  const factor = (1 + inflation) ** (months / 12);

  const brutto = statutoryGross(inputs.statutory, alter, regelalter, months);
  const gesetzlich = netPension(brutto, parseDay(start).year, !inputs.kinderanzahl);
  const own = contracts.filter((contract) => contract.personId === inputs.personId);
  const nominal = cents(own.reduce((sum, contract) => sum + contractAmount(contract), 0));
  const vertraege = cents(nominal / factor);
  const wunschrente = inputs.wunschrente ?? 0;
  const luecke = cents(Math.max(0, wunschrente - gesetzlich.netto - vertraege));

  return {
    personId: inputs.personId,
    wunschrente,
    erwartet: { gesetzlich: gesetzlich.netto, vertraege },
    luecke_heute: luecke,
    luecke_bei_rentenbeginn: cents(luecke * factor),
    rentenbeginn: start,
    rentenalter_monate: alter,
    regelaltersgrenze_monate: regelalter,
    quelle: inputs.statutory.kind,
    gesetzlich,
    vertraege_bei_rentenbeginn: nominal,
    inflation_prozent: cents(inflation * 100),
    monate_bis_rentenbeginn: months,
    nettoeinkommen: inputs.nettoeinkommen ?? null,
  };
}
