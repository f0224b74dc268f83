import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import type { BankConnection, Person, PersonAddress } from '@kundenportal/domain/household/person-api';
import { isPersonComplete } from '@kundenportal/domain/household/person-rules';
import { ibanDetails } from '@kundenportal/domain/validation/iban';
import { detailFields } from './person-fields';
import type { AddressRow, BankConnectionRow, PersonWithLists } from './repository';

const flag = (value: boolean) => (value ? '1' : '0');

/** Phone numbers are stored as digits of E.164 (as sign-up stores them) and shown with their '+'. */
const e164 = (stored: string | null) => (stored && /^[1-9]\d+$/.test(stored) ? `+${stored}` : stored);

function toAddress(row: AddressRow): PersonAddress {
  return {
    id: row.id,
    hauptadresse: flag(row.isMain),
    co: row.co,
    address: row.address ?? '',
    addressnumber: row.addressnumber,
    streetcode: row.streetcode ?? '',
    city: row.city ?? '',
    bundesland: row.bundesland,
    land: row.land,
  };
}

function toBankConnection(row: BankConnectionRow): BankConnection {
  return {
    id: row.id,
    used: flag(row.isMain),
    iban: row.iban,
    bic: row.bic,
    kontoinhaber: row.kontoinhaber,
    zahlungsweise: row.zahlungsweise,
    bankleitzahl: ibanDetails(row.iban)?.bankleitzahl ?? null,
  };
}

/** A stored detail value, or the field's empty value (checkboxes '0', others null). */
function detailValue(definition: FieldDefinition, stored: unknown): string | number | null {
  if (typeof stored === 'string' || (typeof stored === 'number' && Number.isFinite(stored))) return stored;
  return definition.type === 'checkbox' ? '0' : null;
}

/** The Person of the API contract (packages/domain/src/household/person-api.ts). */
export function toPerson({ person, addresses, bankConnections }: PersonWithLists): Person {
  const adressen = addresses.map(toAddress);
  const hauptadresse = adressen.find((address) => address.hauptadresse === '1') ?? null;
  const details: Person['details'] = {};
  for (const definition of detailFields) {
    details[definition.name] = detailValue(definition, person.details[definition.name]);
  }
  return {
    id: person.id,
    is_main: person.isMain,
    firstname: person.firstname,
    lastname: person.lastname,
    gender: person.gender === 'w' ? 'w' : 'm',
    geburtsdatum: person.geburtsdatum,
    geburtsort: person.geburtsort,
    geburtland: person.geburtland,
    PersonnummerVM: person.personnummerVm,
    familienstand: person.familienstand,
    mvp_freigabe: person.mvpFreigabe === 1 ? 1 : 0,
    email: person.email,
    phone: e164(person.phone),
    mobil: e164(person.mobil),
    kontakt_einwilligung: flag(person.kontaktEinwilligung),
    vollstaendig: isPersonComplete({ geburtsdatum: person.geburtsdatum, hauptadresse }),
    hauptadresse,
    adressen,
    bankverbindungen: bankConnections.map(toBankConnection),
    details,
  };
}
