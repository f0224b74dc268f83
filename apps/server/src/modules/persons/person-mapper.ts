import type { BankConnection, Person, PersonAddress } from '@kundenportal/domain/household/person-api';
import { personColumnStore, personDetails } from '@kundenportal/domain/household/person-input';
import { addressList, bankConnectionList } from '@kundenportal/domain/household/person-lists';
import { isPersonComplete } from '@kundenportal/domain/household/person-rules';
import { ibanDetails } from '@kundenportal/domain/validation/iban';
import { fromColumns } from '../../db/catalogue-columns';
import type { AddressRow, BankConnectionRow, PersonWithLists } from './repository';

const flag = (value: boolean) => (value ? '1' : '0');

/** Phone numbers are stored as digits of E.164 (as sign-up stores them) and shown with their '+'. */
const e164 = (stored: string | null) => (stored && /^[1-9]\d+$/.test(stored) ? `+${stored}` : stored);

function toAddress(row: AddressRow): PersonAddress {
  return { id: row.id, hauptadresse: flag(row.isMain), ...addressList.toValues(row) };
}

function toBankConnection(row: BankConnectionRow): BankConnection {
  return {
    id: row.id,
    used: flag(row.isMain),
    ...bankConnectionList.toValues(row),
    bankleitzahl: ibanDetails(row.iban)?.bankleitzahl ?? null,
  };
}

/** The Person of the API contract (packages/domain/src/household/person-api.ts). */
export function toPerson({ person, addresses, bankConnections }: PersonWithLists): Person {
  const adressen = addresses.map(toAddress);
  const hauptadresse = adressen.find((address) => address.hauptadresse === '1') ?? null;
  return {
    id: person.id,
    is_main: person.isMain,
    ...fromColumns(personColumnStore, person),
    PersonnummerVM: person.personnummerVm,
    mvp_freigabe: person.mvpFreigabe === 1 ? 1 : 0,
    email: person.email,
    phone: e164(person.phone),
    mobil: e164(person.mobil),
    kontakt_einwilligung: flag(person.kontaktEinwilligung),
    vollstaendig: isPersonComplete({ geburtsdatum: person.geburtsdatum, hauptadresse }),
    hauptadresse,
    adressen,
    bankverbindungen: bankConnections.map(toBankConnection),
    details: personDetails(person.details),
  };
}
