import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { PERSON_TOP_LEVEL_FIELDS } from '@kundenportal/domain/household/person-api';

/** Top-level fields of PersonInput, stored in their own columns. */
export const topLevelFields: readonly FieldDefinition[] = personEditFields.filter((definition) =>
  PERSON_TOP_LEVEL_FIELDS.includes(definition.name),
);

/** The dynamic fields kept in `persons.details` (PersonInput.details): the rest of the catalogue, vcheck flags included. */
export const detailFields: readonly FieldDefinition[] = personEditFields.filter(
  (definition) => !PERSON_TOP_LEVEL_FIELDS.includes(definition.name),
);
