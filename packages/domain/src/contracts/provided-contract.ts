import { type ContractFieldName, contractFields } from '../forms/catalogue/contract';
import type { FormErrors } from '../forms/validate-form';
import { contractTexts } from '../texts/contracts';
import { freigabenTexts } from '../texts/freigaben';
import type { Contract } from './contract-api';
import type { ContractValues } from './contract-input';

/**
 * Who owns which field of a contract the adviser provided (issue 31, ADR 198): the adviser owns the
 * contract's facts as the insurer keeps them (whose it is, Sparte, insurer, number, premium, terms,
 * deadlines, sums, who looks after it); the customer keeps what is theirs alone: their own name for it,
 * the reminder and its text. Every catalogue field is listed (a new one fails the type check until it is
 * placed). Documents the customer attaches stay theirs as well (they are no field).
 */
const OWNER = {
  person_id: 'berater',
  sparte: 'berater',
  status: 'berater',
  name: 'berater',
  nummer: 'berater',
  label: 'kunde',
  gesellschaft: 'berater',
  beitrag: 'berater',
  zahlungsweise: 'berater',
  ablaufberechnung: 'berater',
  beginn: 'berater',
  ablauf: 'berater',
  automatische_verlaengerung: 'berater',
  kuendbar_bis: 'berater',
  memory_datum: 'kunde',
  memory_massage: 'kunde',
  kf_wert: 'berater',
  kf_einheit: 'berater',
  kf_ende: 'berater',
  kf_verlaengert_wert: 'berater',
  kf_verlaengert_einheit: 'berater',
  mindestlaufzeit_wert: 'berater',
  mindestlaufzeit_einheit: 'berater',
  v_ende_am: 'berater',
  v_geku_am: 'berater',
  versicherungssumme: 'berater',
  betreuung: 'berater',
  rente_garantiert_mtl: 'berater',
  rente_prognose_mtl: 'berater',
} as const satisfies Record<ContractFieldName | 'person_id' | 'sparte', 'berater' | 'kunde'>;

type ProvidedField = keyof typeof OWNER;

/** The fields the adviser owns on a provided contract: read-only for the customer. */
export const ADVISER_OWNED_CONTRACT_FIELDS: readonly ProvidedField[] = (
  Object.keys(OWNER) as ProvidedField[]
).filter((name) => OWNER[name] === 'berater');

/** The fields the customer keeps on a provided contract. */
export const CUSTOMER_OWNED_CONTRACT_FIELDS: readonly ProvidedField[] = (
  Object.keys(OWNER) as ProvidedField[]
).filter((name) => OWNER[name] === 'kunde');

/** A contract field's title (the form's label), for the agency's log of a changed provided contract. */
export function contractFieldTitle(name: string): string {
  if (name === 'person_id') return contractTexts.person;
  if (name === 'sparte') return contractTexts.sparte;
  return contractFields.find((field) => field.name === name)?.title ?? name;
}

export function isAdviserOwnedField(name: string): boolean {
  return (ADVISER_OWNED_CONTRACT_FIELDS as readonly string[]).includes(name);
}

/**
 * A customer's save of a provided contract: each adviser-owned field whose checked value differs from
 * the stored one is refused at its field (a form that sends every field unchanged passes).
 */
export function refusedProvidedChanges(stored: ContractValues, saved: ContractValues): FormErrors {
  const errors: FormErrors = {};
  for (const name of ADVISER_OWNED_CONTRACT_FIELDS)
    if ((stored[name] ?? null) !== (saved[name] ?? null)) errors[name] = freigabenTexts.adviserOwnedField;
  return errors;
}

/** The adviser's values of a provided contract over the customer's fields of the stored one. */
export function adviserValuesOver(stored: ContractValues | null, adviser: ContractValues): ContractValues {
  if (!stored) return adviser;
  const values = { ...adviser } as Record<string, unknown>;
  for (const name of CUSTOMER_OWNED_CONTRACT_FIELDS) values[name] = stored[name];
  return values as ContractValues;
}

/** A contract as the workspace sees it: without the customer's reminder (ADR 198: date and text stay theirs). */
export type AdviserContract = Omit<Contract, 'memory_datum' | 'memory_massage'>;

export function adviserView(contract: Contract): AdviserContract {
  const { memory_datum: _date, memory_massage: _text, ...rest } = contract;
  return rest;
}
