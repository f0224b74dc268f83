import { describe, expect, it } from 'vitest';
import { contactPersonTexts } from '../texts/contact-persons';
import {
  contactPersonInputSchema,
  contactPersonLinkSchema,
  contactPersonName,
  hasContactLocation,
} from './contact-person-api';

describe('hasContactLocation (spec section 5)', () => {
  it('is true when any part of the address is filled', () => {
    expect(hasContactLocation({ street: 'Hauptstraße 1' })).toBe(true);
    expect(hasContactLocation({ zip: '10115' })).toBe(true);
    expect(hasContactLocation({ city: 'Berlin' })).toBe(true);
  });

  it('is false when every part is missing, null or blank', () => {
    expect(hasContactLocation({})).toBe(false);
    expect(hasContactLocation({ street: null, zip: null, city: null })).toBe(false);
    expect(hasContactLocation({ street: ' ', zip: '', city: '\t' })).toBe(false);
  });
});

describe('contactPersonName', () => {
  it("puts the anrede's label before the names", () => {
    expect(contactPersonName({ anrede: 'frau', vorname: 'Sabine', name: 'Meier' })).toBe('Frau Sabine Meier');
    expect(contactPersonName({ anrede: 'Herr', vorname: 'Jan', name: 'Kurz' })).toBe('Herr Jan Kurz');
  });

  it('leaves out an anrede that is not set or not known', () => {
    expect(contactPersonName({ anrede: null, vorname: 'Jan', name: 'Kurz' })).toBe('Jan Kurz');
    expect(contactPersonName({ anrede: 'Divers', vorname: 'Jan', name: 'Kurz' })).toBe('Jan Kurz');
  });
});

describe('contactPersonLinkSchema', () => {
  it('takes a positive id as a number or as digits', () => {
    expect(contactPersonLinkSchema.safeParse({ vertrag_id: 5 }).success).toBe(true);
    expect(contactPersonLinkSchema.safeParse({ vertrag_id: '5' }).success).toBe(true);
  });

  it('answers its own message for anything else, whatever the type', () => {
    for (const vertrag_id of [undefined, null, 0, -1, 1.5, '', '01', 'abc', true, [1]]) {
      const parsed = contactPersonLinkSchema.safeParse({ vertrag_id });
      expect(parsed.success, String(vertrag_id)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
        contactPersonTexts.contractRequired,
      ]);
    }
  });

  it('refuses unknown keys', () => {
    expect(contactPersonLinkSchema.safeParse({ vertrag_id: 5, x: 1 }).success).toBe(false);
  });
});

describe('contactPersonInputSchema (the OpenAPI document of the body)', () => {
  it("names the catalogue's fields and no others", () => {
    expect(Object.keys(contactPersonInputSchema.shape).sort()).toEqual(
      ['city', 'email', 'fax', 'firma', 'anrede', 'name', 'phone', 'street', 'vorname', 'zip'].sort(),
    );
  });
});
