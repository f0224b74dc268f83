import { formTexts } from '../../texts/form';
import type { FieldDefinition, FieldOption } from '../field-definition';

/** Spec section 3, codes and labels exactly as listed there. */
export const FAMILIENSTAND_OPTIONS: readonly FieldOption[] = [
  { value: 'LD', label: 'ledig' },
  { value: 'VH', label: 'verheiratet' },
  { value: 'GT', label: 'getrennt lebend' },
  { value: 'GS', label: 'geschieden' },
  { value: 'VW', label: 'verwitwet' },
  { value: 'LP', label: 'Lebenspartnerschaft' },
  { value: 'LA', label: 'aufgehoben' },
  { value: 'LV', label: 'Lebenspartner verstorben' },
  { value: 'FU', label: 'unbekannt' },
];

/** Spec section 3, numeric codes of the spec. */
export const SITUATION_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Arbeitnehmer' },
  { value: '12', label: 'Selbstständige' },
  { value: '101', label: 'Freiberufler' },
  { value: '3', label: 'Beamte' },
  { value: '4', label: 'Rentner' },
  { value: '10', label: 'Pensionär' },
  { value: '5', label: 'Schüler' },
  { value: '108', label: 'Ausbildung/Studium' },
  { value: '102', label: 'nicht erwerbstätig' },
];

export const GENDER_OPTIONS: readonly FieldOption[] = [
  { value: 'm', label: 'männlich' },
  { value: 'w', label: 'weiblich' },
];

export const KRANKENVERSICHERUNG_OPTIONS: readonly FieldOption[] = [
  { value: 'pflicht', label: 'gesetzlich pflichtversichert' },
  { value: 'privat', label: 'privat versichert' },
  { value: 'freiwillig', label: 'gesetzlich freiwillig versichert' },
];

/** 1 none, 2 ongoing, 3 occasional (spec section 3). */
export const ERKRANKUNGEN_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'keine' },
  { value: '2', label: 'andauernd' },
  { value: '3', label: 'gelegentlich' },
];

/**
 * Wohnstatus: the spec lists miete or eigentum for each of Wohnung, Einfamilienhaus, Zweifamilienhaus,
 * Mehrfamilienhaus, plus unentgeltlich and sonstiges, without codes. Our stable values are
 * '<miete|eigentum>_<building>' in lower case, e.g. 'miete_wohnung', 'eigentum_einfamilienhaus'.
 */
export const WOHNSTATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'miete_wohnung', label: 'Miete – Wohnung' },
  { value: 'miete_einfamilienhaus', label: 'Miete – Einfamilienhaus' },
  { value: 'miete_zweifamilienhaus', label: 'Miete – Zweifamilienhaus' },
  { value: 'miete_mehrfamilienhaus', label: 'Miete – Mehrfamilienhaus' },
  { value: 'eigentum_wohnung', label: 'Eigentum – Wohnung' },
  { value: 'eigentum_einfamilienhaus', label: 'Eigentum – Einfamilienhaus' },
  { value: 'eigentum_zweifamilienhaus', label: 'Eigentum – Zweifamilienhaus' },
  { value: 'eigentum_mehrfamilienhaus', label: 'Eigentum – Mehrfamilienhaus' },
  { value: 'unentgeltlich', label: 'unentgeltlich' },
  { value: 'sonstiges', label: 'sonstiges' },
];

/** The vcheck flags of a person (spec section 3), checkboxes '0'/'1'. */
export const VCHECK_FLAGS = [
  'kfzhalter',
  'vielreisender',
  'hund',
  'pferd',
  'katze',
  'bauherr',
  'wohneigentum',
  'vermieter',
  'mieter',
  'oeltank',
] as const;
export type VcheckFlag = (typeof VCHECK_FLAGS)[number];

const VCHECK_TITLES: Record<VcheckFlag, string> = {
  kfzhalter: 'Kfz-Halter',
  vielreisender: 'Vielreisender',
  hund: 'Hundehalter',
  pferd: 'Pferdehalter',
  katze: 'Katzenhalter',
  bauherr: 'Bauherr',
  wohneigentum: 'Wohneigentum',
  vermieter: 'Vermieter',
  mieter: 'Mieter',
  oeltank: 'Öltank',
};

export const vcheckFields: readonly FieldDefinition[] = VCHECK_FLAGS.map((name) => ({
  name,
  title: VCHECK_TITLES[name],
  type: 'checkbox',
  default: '0',
}));

/** Person fields of the catalogue (spec section 3); default gender m (spec section 9). */
export const personFields: readonly FieldDefinition[] = [
  { name: 'firstname', title: 'Vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'lastname', title: 'Nachname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'gender', title: 'Geschlecht', type: 'radio_switch_toggle', options: GENDER_OPTIONS, default: 'm' },
  { name: 'geburtsdatum', title: 'Geburtsdatum', type: 'date', max: 'today' },
  {
    name: 'familienstand',
    title: 'Familienstand',
    type: 'dropdown',
    options: FAMILIENSTAND_OPTIONS,
    placeholder: formTexts.choose,
  },
  {
    name: 'kinderanzahl',
    title: 'Anzahl der Kinder',
    type: 'numfield',
    min: 0,
    max: 20,
    step: 1,
    decimals: 0,
  },
  {
    name: 'einkuenfte_gesamt_netto_mtl',
    title: 'Monatliches Nettoeinkommen (gesamt)',
    type: 'numfield_hasrange',
    min: 0,
    max: 10_000,
    step: 100,
    decimals: 2,
    unit: '€',
  },
  {
    name: 'wunsch_altersrente_mtl',
    title: 'Gewünschte monatliche Altersrente',
    type: 'numfield_hasrange',
    min: 0,
    max: 10_000,
    step: 100,
    decimals: 2,
    unit: '€',
  },
  {
    name: 'situation',
    title: 'Berufliche Situation',
    type: 'dropdown',
    options: SITUATION_OPTIONS,
    placeholder: formTexts.choose,
  },
  { name: 'berufsbezeichnung', title: 'Berufsbezeichnung', type: 'textfield', minLength: 2, maxLength: 255 },
  {
    name: 'schreibtischtaetigkeit',
    title: 'Anteil Schreibtischtätigkeit',
    type: 'range',
    min: 0,
    max: 100,
    step: 1,
    decimals: 0,
    unit: '%',
  },
  { name: 'personalverantwortung', title: 'Personalverantwortung', type: 'checkbox', default: '0' },
  { name: 'gesundheit_raucher', title: 'Raucher', type: 'checkbox', default: '0' },
  {
    name: 'art_der_krankenversicherung',
    title: 'Art der Krankenversicherung',
    type: 'radio',
    options: KRANKENVERSICHERUNG_OPTIONS,
  },
  {
    name: 'aktuelle_erkrankungen',
    title: 'Aktuelle Erkrankungen',
    type: 'radio',
    options: ERKRANKUNGEN_OPTIONS,
  },
  {
    name: 'wohnstatus',
    title: 'Wohnsituation',
    type: 'dropdown',
    options: WOHNSTATUS_OPTIONS,
    placeholder: formTexts.choose,
  },
  { name: 'immobilien_vermieter', title: 'Vermietete Immobilien vorhanden', type: 'checkbox', default: '0' },
  { name: 'immobilien_erwerb_geplant', title: 'Immobilienerwerb geplant', type: 'checkbox', default: '0' },
  ...vcheckFields,
];

/**
 * Person entity fields of spec section 3 that the catalogue does not list (birth place and country):
 * optional text like the catalogue's other free text.
 */
export const birthPlaceFields: readonly FieldDefinition[] = [
  { name: 'geburtsort', title: 'Geburtsort', type: 'textfield', maxLength: 255 },
  { name: 'geburtland', title: 'Geburtsland', type: 'textfield', maxLength: 255 },
];

/** Everything the person edit form shows and the server checks: the catalogue plus the birth place. */
export const personEditFields: readonly FieldDefinition[] = [...personFields, ...birthPlaceFields];
