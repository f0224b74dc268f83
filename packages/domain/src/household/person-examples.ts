import type { BankConnection, Person, PersonAddress, PersonInput } from './person-api';

/**
 * Example data in the shape of the persons API (person-api.ts), with overrides: the web tests answer
 * with these, the server tests send them. The database's factories are apps/server/src/db/factories.ts.
 */
export function testAddress(overrides: Partial<PersonAddress> = {}): PersonAddress {
  return {
    id: 101,
    hauptadresse: '1',
    co: null,
    address: 'Hauptstraße',
    addressnumber: '5',
    streetcode: '10115',
    city: 'Berlin',
    bundesland: null,
    land: null,
    ...overrides,
  };
}

export function testBankConnection(overrides: Partial<BankConnection> = {}): BankConnection {
  return {
    id: 201,
    used: '1',
    iban: 'DE89370400440532013000',
    bic: null,
    kontoinhaber: 'Max Mustermann',
    zahlungsweise: '12',
    bankleitzahl: '37040044',
    ...overrides,
  };
}

export function testPerson(overrides: Partial<Person> = {}): Person {
  const adressen = overrides.adressen ?? [];
  return {
    id: 12,
    is_main: false,
    firstname: 'Erika',
    lastname: 'Mustermann',
    gender: 'w',
    geburtsdatum: '1982-03-09',
    geburtsort: null,
    geburtland: null,
    PersonnummerVM: null,
    familienstand: 'VH',
    mvp_freigabe: 0,
    email: null,
    phone: null,
    mobil: null,
    kontakt_einwilligung: '0',
    vollstaendig: false,
    hauptadresse: adressen.find((address) => address.hauptadresse === '1') ?? null,
    adressen,
    bankverbindungen: [],
    details: {},
    ...overrides,
  };
}

/** A new person as the edit form sends it (PersonInput). */
export function newPersonInput(overrides: Partial<PersonInput> = {}): PersonInput {
  return {
    firstname: 'Lotta',
    lastname: 'Neumann',
    gender: 'w',
    geburtsdatum: '2012-03-04',
    familienstand: 'LD',
    details: { kinderanzahl: '0', situation: '5', schreibtischtaetigkeit: 30, hund: '1' },
    adressen: [
      {
        id: 'tmpA12345',
        neu: true,
        hauptadresse: '1',
        co: null,
        address: 'Gartenweg',
        addressnumber: '7',
        streetcode: '04109',
        city: 'Leipzig',
        bundesland: 'Sachsen',
        land: 'Deutschland',
      },
    ],
    bankverbindungen: [
      {
        id: 'tmpB12345',
        neu: true,
        used: '1',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: null,
        kontoinhaber: 'Lotta Neumann',
        zahlungsweise: '12',
      },
    ],
    ...overrides,
  };
}
