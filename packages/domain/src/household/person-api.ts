import type { MainFlagValue } from './main-entry';
import type { PersonColumnValues, PersonValues } from './person-input';
import type { AddressValues, BankConnectionValues, ListEntryInput } from './person-lists';

/**
 * The persons API of issue 4 (spec sections 3 and 7) — the contract between server and web app.
 *
 * GET    /api/persons                      → { persons: Person[] }   (sorted by id ascending)
 * GET    /api/persons/:id                  → { person: Person }
 * POST   /api/persons          PersonInput → 201 { person: Person }   (needs config.person_edit)
 * PUT    /api/persons/:id      PersonInput → { person: Person }       (needs config.person_edit)
 * DELETE /api/persons/:id                  → { success: true }        (not the main person, mvp_freigabe 0)
 * POST   /api/persons/:id/setfreigabe { mvp_freigabe: 0 | 1 } → { person: Person }
 * PUT    /api/persons/mail/:id PersonMailInput → { person: Person }  (the person mail screen)
 * PUT    /api/persons/vcheck/:id/update/fremdvertrag BedarfscheckAnswersInput → { person: Person }
 *        (the Bedarfscheck's answers: vcheck flags and the facts its rules read, bedarfscheck/answers.ts)
 *
 * Another customer's person id answers 404 { error: 'not_found' }. Validation failures are
 * 422 { errors: ['field=>message'] }; entries of list items are named 'adressen.<index>.<field>' and
 * 'bankverbindungen.<index>.<field>' (index in the list as sent).
 */

/** An address of a person (catalogue fields of spec section 3; `hauptadresse` '1' marks the main one). */
export type PersonAddress = { id: number; hauptadresse: MainFlagValue } & AddressValues;

/** A bank connection (`used` '1' marks the main one). `iban` normalised (upper case, no spaces). */
export type BankConnection = { id: number; used: MainFlagValue } & BankConnectionValues & {
    /** Derived from the IBAN where possible (country, Bankleitzahl); never entered. */
    bankleitzahl: string | null;
  };

/** A person: the own-column fields of the catalogue (person-input.ts `personColumnStore`) and the rest. */
export type Person = PersonColumnValues & {
  id: number;
  /** The account's main person (HauptPerson): never deletable. */
  is_main: boolean;
  PersonnummerVM: string | null;
  mvp_freigabe: 0 | 1;
  email: string | null;
  phone: string | null;
  mobil: string | null;
  /** Consent to be contacted through the e-mail and phone above (person mail screen). */
  kontakt_einwilligung: MainFlagValue;
  /** checkSubPflicht of spec section 5: birth date, street, house number, street code and city set. */
  vollstaendig: boolean;
  hauptadresse: PersonAddress | null;
  adressen: PersonAddress[];
  bankverbindungen: BankConnection[];
  /** The dynamic person fields of the catalogue (kinderanzahl, situation, wohnstatus …) and the vcheck flags. */
  details: Record<string, string | number | null>;
};

/**
 * The body of a person save. A catalogue field may also come at the top level instead of under `details`
 * (person-input-schema.ts); the web app sends the own columns at the top level and the rest in `details`.
 */
export type PersonInput = Partial<Omit<PersonValues, 'firstname' | 'lastname' | 'details'>> &
  Pick<PersonValues, 'firstname' | 'lastname'> & {
    details?: Record<string, unknown>;
    adressen?: ListEntryInput<'hauptadresse', AddressValues>[];
    bankverbindungen?: ListEntryInput<'used', BankConnectionValues>[];
  };

export type PersonMailInput = {
  email: string | null;
  phone: string | null;
  mobil: string | null;
  kontakt_einwilligung: MainFlagValue;
};
