import { personFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';

/** Catalogue person fields stored in their own columns (top level of PersonInput). */
export const COLUMN_FIELD_NAMES = [
  'firstname',
  'lastname',
  'gender',
  'geburtsdatum',
  'familienstand',
] as const;

/**
 * Person entity fields of spec section 3 that the catalogue does not list: checked as optional text
 * (255 characters, like the catalogue's other free text).
 */
export const birthPlaceFields: readonly FieldDefinition[] = [
  { name: 'geburtsort', title: 'Geburtsort', type: 'textfield', maxLength: 255 },
  { name: 'geburtland', title: 'Geburtsland', type: 'textfield', maxLength: 255 },
];

const columnNames: readonly string[] = COLUMN_FIELD_NAMES;

/** Top-level fields of PersonInput: the column fields of the catalogue and the birth place. */
export const topLevelFields: readonly FieldDefinition[] = [
  ...personFields.filter((definition) => columnNames.includes(definition.name)),
  ...birthPlaceFields,
];

/** The dynamic fields kept in `persons.details` (PersonInput.details): the rest of the catalogue, vcheck flags included. */
export const detailFields: readonly FieldDefinition[] = personFields.filter(
  (definition) => !columnNames.includes(definition.name),
);
