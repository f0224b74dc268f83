import { isPensionSparte } from '@kundenportal/domain/contracts/contract-input';
import { contractFields } from '@kundenportal/domain/forms/catalogue/contract';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { contractTexts } from '@kundenportal/domain/texts/contracts';

/**
 * How the contract form groups the catalogue (presentation only; the rules stay in the domain): five
 * sections, and in them the periods as fieldsets that read as a sentence — 'Kündigungsfrist:
 * [3] [Monate] [zum Laufzeitende]'. Inside a fieldset a field gets a short label (its legend says
 * what the period is).
 */
export type ContractFormPart =
  | { kind: 'fields'; definitions: FieldDefinition[] }
  | { kind: 'group'; legend: string; definitions: FieldDefinition[] }
  | { kind: 'note'; text: string };

export type ContractSection = { title: string; parts: ContractFormPart[] };

type PartSpec = string | { note: string } | { legend: string; fields: readonly [string, string?][] };

const t = contractTexts;
const SECTION_SPECS: readonly { title: string; parts: readonly PartSpec[] }[] = [
  {
    title: t.sections.contract,
    parts: [
      'person_id',
      'sparte',
      'status',
      'gesellschaft',
      'name',
      'nummer',
      'label',
      'versicherungssumme',
      'betreuung',
      // Kept only on a pension Sparte (the domain's isPensionSparte, ADR 177).
      'rente_garantiert_mtl',
      'rente_prognose_mtl',
    ],
  },
  { title: t.sections.premium, parts: ['beitrag', 'zahlungsweise'] },
  {
    title: t.sections.term,
    parts: [
      'ablaufberechnung',
      'beginn',
      'ablauf',
      {
        legend: t.minimumTermGroup,
        fields: [
          ['mindestlaufzeit_wert', t.periodValue],
          ['mindestlaufzeit_einheit', t.periodUnit],
        ],
      },
      {
        legend: t.renewalGroup,
        fields: [
          ['automatische_verlaengerung', t.termKind],
          ['kf_verlaengert_wert', t.renewalValue],
          ['kf_verlaengert_einheit', t.periodUnit],
        ],
      },
      'v_ende_am',
    ],
  },
  {
    title: t.sections.cancellation,
    parts: [
      {
        legend: t.noticeGroup,
        fields: [
          ['kf_wert', t.periodValue],
          ['kf_einheit', t.periodUnit],
          ['kf_ende', t.noticeTo],
        ],
      },
      // Said before the field it explains: the entered deadline is only a fallback.
      { note: t.enteredDeadlineHint },
      'kuendbar_bis',
      'v_geku_am',
    ],
  },
  { title: t.sections.reminder, parts: ['memory_datum', 'memory_massage'] },
];

/** Every field name the sections place. */
export const PLACED_FIELDS: readonly string[] = SECTION_SPECS.flatMap((section) =>
  section.parts.flatMap((part) =>
    typeof part === 'string' ? [part] : 'fields' in part ? part.fields.map(([name]) => name) : [],
  ),
);

/** The expected pension's fields, shown for a pension Sparte only (the save drops them elsewhere, ADR 177). */
const PENSION_FIELDS: readonly string[] = ['rente_garantiert_mtl', 'rente_prognose_mtl'];

/**
 * The sections for `definitions` (the assignment fields and the catalogue) of a contract of `sparte`. A field
 * no section names (one added to the catalogue later) still shows, at the end of the first section.
 */
export function contractSections(all: readonly FieldDefinition[], sparte: unknown = null): ContractSection[] {
  const definitions = isPensionSparte(sparte)
    ? all
    : all.filter((definition) => !PENSION_FIELDS.includes(definition.name));
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const take = (name: string, title?: string): FieldDefinition[] => {
    const definition = byName.get(name);
    if (!definition) return [];
    return [title ? { ...definition, title } : definition];
  };
  const sections: ContractSection[] = SECTION_SPECS.map((section) => {
    const parts: ContractFormPart[] = [];
    for (const part of section.parts) {
      if (typeof part === 'string') {
        const last = parts.at(-1);
        if (last?.kind === 'fields') last.definitions.push(...take(part));
        else parts.push({ kind: 'fields', definitions: take(part) });
      } else if ('note' in part) {
        parts.push({ kind: 'note', text: part.note });
      } else {
        parts.push({
          kind: 'group',
          legend: part.legend,
          definitions: part.fields.flatMap(([name, title]) => take(name, title)),
        });
      }
    }
    return { title: section.title, parts };
  });
  const unplaced = definitions.filter((definition) => !PLACED_FIELDS.includes(definition.name));
  if (unplaced.length) sections[0]?.parts.push({ kind: 'fields', definitions: unplaced });
  return sections;
}

/** The catalogue's title of a field (the view's labels). */
export function fieldTitle(name: string): string {
  return contractFields.find((definition) => definition.name === name)?.title ?? name;
}
