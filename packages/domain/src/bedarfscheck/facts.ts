import { VCHECK_FLAGS, type VcheckFlag } from '../forms/catalogue/person';

/**
 * The facts the Bedarfscheck's rules read of one person (rules.ts), derived from the person's stored
 * catalogue fields (spec section 3): the vcheck flags, and situation, children, family status, housing
 * and income. Every fact is a yes/no; a rule fires on a fact being yes, never on one being no, so fewer
 * facts never bring a recommendation (rules.test.ts checks it for every subset).
 */
export const DERIVED_FACTS = ['erwerbseinkommen', 'angehoerige', 'hauseigentum'] as const;
export type DerivedFact = (typeof DERIVED_FACTS)[number];

export type FactKey = VcheckFlag | DerivedFact;
export const FACT_KEYS: readonly FactKey[] = [...VCHECK_FLAGS, ...DERIVED_FACTS];

export type Facts = Readonly<Record<FactKey, boolean>>;

/** Situation codes (catalogue SITUATION_OPTIONS) of people living on their own work's income. */
const EARNING_SITUATIONS = ['1', '12', '101', '3'];
/** Ausbildung/Studium: earned income only where an income is entered (Ausbildungsvergütung, Werkstudent). */
const TRAINING_SITUATION = '108';
/** Wohnstatus of an owned flat: its building is the owners' association's (WEG) to insure, not the owner's. */
const OWNED_FLAT = 'eigentum_wohnung';
/** Married or in a registered partnership: the partner may depend on the income. */
const PARTNER_STATUSES = ['VH', 'LP'];

/** What facts are read from: a person's `details` (flags, kinderanzahl, situation …) and its family status. */
export type FactSource = {
  familienstand?: string | null;
  details: Readonly<Record<string, unknown>>;
};

function flag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

function amount(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * A person's facts. The flags mieter, wohneigentum and vermieter are also yes where the catalogue's
 * wohnstatus ('miete_…', 'eigentum_…') or immobilien_vermieter say so: one answer is enough.
 * `hauseigentum` (a building of one's own to insure) is an owned house in the wohnstatus, or the
 * wohneigentum flag unless the wohnstatus says the property is a flat (ADR 174): a flat's building is
 * insured by the owners' association (WEG, § 19 Abs. 2 Nr. 3 WEG) through the Hausgeld.
 */
export function factsOf(person: FactSource): Facts {
  const { details } = person;
  const flags = Object.fromEntries(VCHECK_FLAGS.map((name) => [name, flag(details[name])])) as Record<
    VcheckFlag,
    boolean
  >;
  const wohnstatus = text(details.wohnstatus);
  const situation = text(details.situation);
  const erwerbseinkommen =
    EARNING_SITUATIONS.includes(situation) ||
    (situation === TRAINING_SITUATION && amount(details.einkuenfte_gesamt_netto_mtl) > 0);
  return {
    ...flags,
    mieter: flags.mieter || wohnstatus.startsWith('miete_'),
    wohneigentum: flags.wohneigentum || wohnstatus.startsWith('eigentum_'),
    hauseigentum: wohnstatus !== OWNED_FLAT && (flags.wohneigentum || wohnstatus.startsWith('eigentum_')),
    vermieter: flags.vermieter || flag(details.immobilien_vermieter),
    erwerbseinkommen,
    // Only someone earning leaves dependants without income: a retiree's grown children do not live on it.
    angehoerige:
      erwerbseinkommen &&
      (amount(details.kinderanzahl) > 0 || PARTNER_STATUSES.includes(text(person.familienstand))),
  };
}

/** No fact at all (every rule but the one for everyone stays silent). */
export const NO_FACTS: Facts = Object.fromEntries(FACT_KEYS.map((key) => [key, false])) as Record<
  FactKey,
  boolean
>;
