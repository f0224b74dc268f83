import type { Betreuung } from '../bestandsuebertragung/betreuung';
import { contractFields, contractStore } from '../forms/catalogue/contract';
import type { FieldDefinition, FieldOption } from '../forms/field-definition';
import { type StoredValues, valuesFromForm } from '../forms/stored-kinds';
import { type FormErrors, parseForm } from '../forms/validate-form';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { contractTexts } from '../texts/contracts';
import { PENSION_SPARTEN } from '../vorsorgestatus/pension-status';
import type { Period, PeriodUnit } from './calendar';
import type { ContractTerms } from './deadlines';
import { SPARTEN, SPARTEN_GRUPPEN, type SparteKey } from './sparten';

/** Whether a contract of the Sparte keeps the expected pension fields (the form shows them only there). */
export function isPensionSparte(sparte: unknown): boolean {
  return (PENSION_SPARTEN as readonly unknown[]).includes(sparte);
}

/**
 * The one mapping of a contract's fields between the API, the form and the store, used by the web
 * app and the server alike: the catalogue's fields (forms/catalogue/contract.ts) plus whom the
 * contract belongs to (`person_id`, a person of the household) and its product line (`sparte`).
 */

export const SPARTE_OPTIONS: readonly FieldOption[] = SPARTEN.map((sparte) => ({
  value: sparte.key,
  label: sparte.label,
}));

/** The assignment fields; `persons` are the household's persons, so a foreign id is no valid choice. */
export function contractAssignmentFields(persons: readonly FieldOption[]): FieldDefinition[] {
  return [
    { name: 'person_id', title: contractTexts.person, type: 'dropdown', required: true, options: persons },
    {
      name: 'sparte',
      title: contractTexts.sparte,
      type: 'dropdown',
      required: true,
      options: SPARTE_OPTIONS,
      optionGroups: SPARTE_GROUPS,
    },
  ];
}

/** Sparten grouped for a picker (optgroups), in table order. */
export const SPARTE_GROUPS = Object.entries(SPARTEN_GRUPPEN).map(([gruppe, label]) => ({
  label,
  options: SPARTE_OPTIONS.filter(
    (option) => SPARTEN.find((sparte) => sparte.key === option.value)?.gruppe === gruppe,
  ),
}));

/**
 * A contract's fields as stored and sent: numbers as numbers, dates ISO, choices their value — whom it
 * belongs to, its Sparte, and the catalogue's fields typed by `contractStore` (forms/catalogue/contract.ts).
 */
export type ContractValues = { person_id: number; sparte: SparteKey } & StoredValues<typeof contractStore>;

/** Every field name a contract save takes, in form order. */
export const CONTRACT_INPUT_FIELDS: readonly string[] = [
  'person_id',
  'sparte',
  ...contractFields.map((definition) => definition.name),
];

export type ParseContractOptions = {
  now: Date;
  /** The household's persons as choices of `person_id` (value: the id as text). */
  persons: readonly FieldOption[];
  /**
   * The stored reminder date on an update: kept as it is even when it has passed (the reminder went
   * out; saving another field must not fail on it). A new or changed date is at least tomorrow.
   */
  storedMemoryDatum?: string | null;
  /**
   * The stored Betreuung on an update: `makler` stays savable where it is stored, but a customer never
   * sets it (issue 29, ADR 155: only the insurer's confirmation of a Maklermandat does).
   */
  storedBetreuung?: Betreuung | null;
};

/** The catalogue with the memory date's 'from tomorrow' dropped when the date is the stored one. */
function definitionsFor(values: Readonly<Record<string, unknown>>, options: ParseContractOptions) {
  const keep = options.storedMemoryDatum && values.memory_datum === options.storedMemoryDatum;
  const catalogue = keep
    ? contractFields.map((definition) =>
        definition.name === 'memory_datum' ? { ...definition, min: undefined } : definition,
      )
    : contractFields;
  return [...contractAssignmentFields(options.persons), ...catalogue];
}

/**
 * Checks a contract's fields (form texts or API values, flat) against the catalogue and the rules
 * between fields: the end not before the beginning.
 */
export function parseContractValues(
  values: Readonly<Record<string, unknown>>,
  options: ParseContractOptions,
): { ok: true; values: ContractValues } | { ok: false; errors: FormErrors } {
  const parsed = parseForm(definitionsFor(values, options), values, { now: options.now });
  if (!parsed.ok) return parsed;
  const v = parsed.values;
  const errors: FormErrors = {};
  if (v.beginn && v.ablauf && String(v.ablauf) <= String(v.beginn))
    errors.ablauf = contractTexts.ablaufBeforeBeginn;
  if (v.beginn && v.v_ende_am && String(v.v_ende_am) <= String(v.beginn))
    errors.v_ende_am = contractTexts.endBeforeBeginn;
  if (v.betreuung === 'makler' && options.storedBetreuung !== 'makler')
    errors.betreuung = bestandsuebertragungTexts.betreuungMaklerRefused;
  if (Object.keys(errors).length) return { ok: false, errors };
  const storedValues = valuesFromForm(contractStore, v);
  const sparte = String(v.sparte) as SparteKey;
  // A pension is kept only on a pension Sparte: a contract moved to another Sparte drops it (ADR 177).
  if (!isPensionSparte(sparte))
    Object.assign(storedValues, { rente_garantiert_mtl: null, rente_prognose_mtl: null });
  return { ok: true, values: { person_id: Number(v.person_id), sparte, ...storedValues } };
}

function period(value: number | null, unit: PeriodUnit | null): Period | null {
  return value !== null && unit !== null ? { value, unit } : null;
}

/** The deadline engine's view of a contract's fields. */
export function contractTerms(values: ContractValues): ContractTerms {
  return {
    active: values.status === 'A',
    beginn: values.beginn,
    ablauf: values.ablauf,
    autoRenew: values.automatische_verlaengerung === 1,
    notice: period(values.kf_wert, values.kf_einheit),
    noticeTo: values.kf_ende ?? 'laufzeitende',
    extension: period(values.kf_verlaengert_wert, values.kf_verlaengert_einheit),
    minimumTerm: period(values.mindestlaufzeit_wert, values.mindestlaufzeit_einheit),
    endsOn: values.v_ende_am,
    cancelledOn: values.v_geku_am,
    enteredDeadline: values.kuendbar_bis,
  };
}
