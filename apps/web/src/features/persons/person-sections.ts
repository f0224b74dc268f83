import { personEditFields, VCHECK_FLAGS } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { householdTexts } from '@kundenportal/domain/texts/household';

/** How the edit screen groups the person catalogue (presentation only; the rules stay in the domain). */
const SECTION_FIELDS: readonly { title: string; fields: readonly string[] }[] = [
  {
    title: householdTexts.sections.personal,
    fields: ['firstname', 'lastname', 'gender', 'geburtsdatum', 'geburtsort', 'geburtland'],
  },
  {
    title: householdTexts.sections.familyAndWork,
    fields: [
      'familienstand',
      'kinderanzahl',
      'situation',
      'berufsbezeichnung',
      'schreibtischtaetigkeit',
      'personalverantwortung',
    ],
  },
  {
    title: householdTexts.sections.finances,
    fields: ['einkuenfte_gesamt_netto_mtl', 'wunsch_altersrente_mtl'],
  },
  {
    title: householdTexts.sections.health,
    fields: ['gesundheit_raucher', 'art_der_krankenversicherung', 'aktuelle_erkrankungen'],
  },
  {
    title: householdTexts.sections.housing,
    fields: ['wohnstatus', 'immobilien_vermieter', 'immobilien_erwerb_geplant'],
  },
  { title: householdTexts.sections.lifeSituation, fields: VCHECK_FLAGS },
];

export type PersonSection = { title: string; definitions: FieldDefinition[] };

/**
 * The sections with their definitions in the catalogue's own terms. A catalogue field no section
 * names (one added later) still shows, in the first section, so no field is ever left out.
 */
export const personSections: readonly PersonSection[] = (() => {
  const named = new Set(SECTION_FIELDS.flatMap((section) => section.fields));
  const sections = SECTION_FIELDS.map((section) => ({
    title: section.title,
    definitions: section.fields
      .map((name) => personEditFields.find((definition) => definition.name === name))
      .filter((definition): definition is FieldDefinition => definition !== undefined),
  }));
  const unnamed = personEditFields.filter((definition) => !named.has(definition.name));
  sections[0]?.definitions.push(...unnamed);
  return sections;
})();
