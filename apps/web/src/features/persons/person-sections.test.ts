import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import { describe, expect, it } from 'vitest';
import { personSections } from './person-sections';

describe('person sections', () => {
  it('show every person field of the catalogue exactly once', () => {
    const shown = personSections.flatMap((section) =>
      section.definitions.map((definition) => definition.name),
    );
    expect([...shown].sort()).toEqual(personEditFields.map((definition) => definition.name).sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('are the six groups of the edit screen', () => {
    expect(personSections.map((section) => section.title)).toEqual([
      'Persönliche Daten',
      'Familie & Beruf',
      'Finanzen',
      'Gesundheit',
      'Wohnen',
      'Lebenssituation',
    ]);
  });
});
