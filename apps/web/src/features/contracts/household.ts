import type { User } from '@kundenportal/domain/account/user';
import type { HouseholdPerson } from '@kundenportal/domain/contracts/contract-list';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';

/**
 * The household's persons as the contracts screens need them, from the profile (GET /api/users/me,
 * lib/current-user.ts): it lists every person by id and names the main one, and the persons feature
 * refreshes it after each change, so the contracts feature needs no persons query of its own.
 */
export function householdPersons(user: User | undefined): HouseholdPerson[] {
  const mainId = user?.HauptPerson?.id ?? user?.haupt_person?.id;
  return (user?.persons ?? []).map((person) => ({
    id: person.id,
    name: `${person.firstname} ${person.lastname}`.trim(),
    isMain: person.id === mainId,
  }));
}

/** The `person_id` choices: main person first, then in household order. */
export function personOptions(persons: readonly HouseholdPerson[]): FieldOption[] {
  return [...persons]
    .sort((a, b) => Number(b.isMain) - Number(a.isMain))
    .map((person) => ({ value: String(person.id), label: person.name }));
}
