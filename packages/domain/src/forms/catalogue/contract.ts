import { BETREUUNG_OPTIONS, BETREUUNG_VALUES, DEFAULT_BETREUUNG } from '../../bestandsuebertragung/betreuung';
import type { PeriodUnit } from '../../contracts/calendar';
import type { NoticeEnd } from '../../contracts/deadlines';
import { bestandsuebertragungTexts } from '../../texts/bestandsuebertragung';
import { formTexts } from '../../texts/form';
import type { FieldDefinition, FieldOption } from '../field-definition';
import { type StoredKind, stored } from '../stored-kinds';
import { CHECKED, PERIOD_UNIT_OPTIONS, ZAHLUNGSWEISE_OPTIONS } from './shared-options';

export const CONTRACT_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'A', label: 'aktiv' },
  { value: 'I', label: 'inaktiv' },
];

/** 0 fixed term, 1 renews automatically. */
export const VERLAENGERUNG_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'feste Laufzeit' },
  { value: '1', label: 'automatische Verlängerung' },
];

/** Notice to the end of the term, week, month, quarter or year; values are ours. */
export const KF_ENDE_OPTIONS: readonly FieldOption[] = [
  { value: 'laufzeitende', label: 'zum Laufzeitende' },
  { value: 'woche', label: 'zum Ende der Woche' },
  { value: 'monat', label: 'zum Monatsende' },
  { value: 'quartal', label: 'zum Quartalsende' },
  { value: 'jahr', label: 'zum Jahresende' },
];

/**
 * The run-off calculation flag: the spec says beginn is required "when a run-off calculation is on"
 * without naming the flag; we call it `ablaufberechnung` (checkbox).
 */
export const RUN_OFF_FLAG = 'ablaufberechnung';

/** The highest premium a contract takes (fits the stored numeric(12, 2) with room). */
export const CONTRACT_PREMIUM_MAX = 9_999_999.99;
/** The highest sum insured (liability covers reach tens of millions; fits numeric(12, 2)), ADR 106. */
export const CONTRACT_SUM_INSURED_MAX = 999_999_999.99;
/** The highest expected monthly pension of a contract (the Vorsorgestatus's amounts' bound, RENTE_MAX). */
export const CONTRACT_PENSION_MAX = 10_000;

const PERIOD_UNITS = PERIOD_UNIT_OPTIONS.map((option) => option.value);
/** '1' … 'max': a period's value and its unit are only meaningful together, so each requires the other. */
const numbersUpTo = (max: number) => Array.from({ length: max }, (_, index) => String(index + 1));

/** A period: its value (1 … max) and its unit, each required once the other is given. */
const periodFields = <Value extends string, Unit extends string>(
  names: { value: Value; unit: Unit },
  titles: { value: string; unit: string },
  max: number,
) =>
  [
    {
      name: names.value,
      title: titles.value,
      type: 'numfield',
      min: 1,
      max,
      step: 1,
      decimals: 0,
      required: { when: names.unit, equals: PERIOD_UNITS },
    },
    {
      name: names.unit,
      title: titles.unit,
      type: 'dropdown',
      options: PERIOD_UNIT_OPTIONS,
      required: { when: names.value, equals: numbersUpTo(max) },
      placeholder: formTexts.choose,
    },
  ] as const;

/**
 * Contract fields of the catalogue (spec section 3) — with `contractStore` below, the one field list of
 * a contract (ADR 105): the form, the checks, the API, the column and the mappings between them are
 * made from these two.
 */
const fields = [
  {
    name: 'status',
    title: 'Status',
    type: 'radio_switch_toggle',
    options: CONTRACT_STATUS_OPTIONS,
    default: 'A',
  },
  { name: 'name', title: 'Tarif / Produkt', type: 'textfield', maxLength: 255 },
  { name: 'nummer', title: 'Vertragsnummer', type: 'textfield', maxLength: 255 },
  { name: 'label', title: 'Bezeichnung', type: 'textfield', minLength: 2, maxLength: 100 },
  {
    name: 'gesellschaft',
    title: 'Gesellschaft',
    type: 'textfield',
    required: true,
    minLength: 2,
    maxLength: 255,
  },
  {
    name: 'beitrag',
    title: 'Beitrag',
    type: 'numfield',
    min: 0,
    max: CONTRACT_PREMIUM_MAX,
    decimals: 2,
    unit: '€',
  },
  {
    name: 'zahlungsweise',
    title: 'Zahlungsweise',
    type: 'dropdown',
    options: ZAHLUNGSWEISE_OPTIONS,
    placeholder: formTexts.choose,
  },
  { name: RUN_OFF_FLAG, title: 'Ablauf berechnen', type: 'checkbox', default: '0' },
  { name: 'beginn', title: 'Beginn', type: 'date', required: { when: RUN_OFF_FLAG, equals: CHECKED } },
  { name: 'ablauf', title: 'Ablauf', type: 'date' },
  {
    name: 'automatische_verlaengerung',
    title: 'Verlängerung',
    type: 'radio_switch_toggle',
    options: VERLAENGERUNG_OPTIONS,
    default: '0',
  },
  { name: 'kuendbar_bis', title: 'Kündbar bis', type: 'date' },
  { name: 'memory_datum', title: 'Erinnerung am', type: 'date', min: 'morgen' },
  { name: 'memory_massage', title: 'Erinnerungstext', type: 'textarea' },
  ...periodFields(
    { value: 'kf_wert', unit: 'kf_einheit' },
    { value: 'Kündigungsfrist', unit: 'Einheit der Kündigungsfrist' },
    18,
  ),
  {
    name: 'kf_ende',
    title: 'Kündigung zum',
    type: 'dropdown',
    options: KF_ENDE_OPTIONS,
    placeholder: formTexts.choose,
  },
  ...periodFields(
    { value: 'kf_verlaengert_wert', unit: 'kf_verlaengert_einheit' },
    { value: 'Verlängerungszeitraum', unit: 'Einheit des Verlängerungszeitraums' },
    20,
  ),
  ...periodFields(
    { value: 'mindestlaufzeit_wert', unit: 'mindestlaufzeit_einheit' },
    { value: 'Mindestlaufzeit', unit: 'Einheit der Mindestlaufzeit' },
    12,
  ),
  { name: 'v_ende_am', title: 'Vertragsende am', type: 'date' },
  { name: 'v_geku_am', title: 'Gekündigt am', type: 'date' },
  {
    name: 'versicherungssumme',
    title: 'Versicherungssumme',
    type: 'numfield',
    min: 0,
    max: CONTRACT_SUM_INSURED_MAX,
    decimals: 2,
    unit: '€',
  },
  /** Who looks after the contract today (issue 29, ADR 155); `makler` only by an insurer's confirmation. */
  {
    name: 'betreuung',
    title: bestandsuebertragungTexts.betreuung.label,
    type: 'dropdown',
    options: BETREUUNG_OPTIONS,
    default: DEFAULT_BETREUUNG,
  },
  /**
   * The expected monthly pension at its start, from the insurer's yearly statement (issue 30, ADR 175/177):
   * kept only on the pension Sparten (PENSION_SPARTEN of vorsorgestatus/pension-status.ts).
   */
  {
    name: 'rente_garantiert_mtl',
    title: 'Garantierte monatliche Rente',
    type: 'numfield',
    min: 0,
    max: CONTRACT_PENSION_MAX,
    decimals: 2,
    unit: '€',
  },
  {
    name: 'rente_prognose_mtl',
    title: 'Prognostizierte monatliche Rente',
    type: 'numfield',
    min: 0,
    max: CONTRACT_PENSION_MAX,
    decimals: 2,
    unit: '€',
  },
] as const satisfies readonly FieldDefinition[];

export const contractFields: readonly FieldDefinition[] = fields;
export type ContractFieldName = (typeof fields)[number]['name'];
/** What `contractStore` must be: a stored kind for every catalogue field, none left out, none extra. */
export type ContractStoreTable = Record<ContractFieldName, StoredKind<unknown>>;

/**
 * How each catalogue field of a contract is stored and sent: its column (apps/server/src/db/schema/
 * contracts.ts builds them from this table) and its value's type (ContractValues). Every catalogue
 * field needs an entry — a missing one fails the type check.
 */
export const contractStore = {
  status: stored.requiredChoice(['A', 'I'], 'A'),
  name: stored.text,
  nummer: stored.text,
  label: stored.text,
  gesellschaft: stored.requiredText,
  beitrag: stored.money,
  zahlungsweise: stored.integer,
  ablaufberechnung: stored.flag,
  beginn: stored.date,
  ablauf: stored.date,
  automatische_verlaengerung: stored.flag,
  /** As entered; the API's `kuendbar_bis` is the computed one (contracts/contract-api.ts). */
  kuendbar_bis: stored.date,
  memory_datum: stored.date,
  memory_massage: stored.text,
  kf_wert: stored.integer,
  kf_einheit: stored.choice<PeriodUnit>(),
  kf_ende: stored.choice<NoticeEnd>(),
  kf_verlaengert_wert: stored.integer,
  kf_verlaengert_einheit: stored.choice<PeriodUnit>(),
  mindestlaufzeit_wert: stored.integer,
  mindestlaufzeit_einheit: stored.choice<PeriodUnit>(),
  v_ende_am: stored.date,
  v_geku_am: stored.date,
  versicherungssumme: stored.money,
  betreuung: stored.requiredChoice(BETREUUNG_VALUES, DEFAULT_BETREUUNG),
  rente_garantiert_mtl: stored.money,
  rente_prognose_mtl: stored.money,
} as const satisfies ContractStoreTable;
