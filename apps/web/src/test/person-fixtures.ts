import type { BankConnection, Person, PersonAddress } from '@kundenportal/domain/household/person-api';

/** Test data in the shape of the persons API (packages/domain household/person-api.ts). */
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
