import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { parseFormBody } from '@kundenportal/domain/forms/parse-body';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { AppError, ValidationError } from '../../lib/app-error';
import { storedFields } from './contact-person-body';
import type { ContactPersonColumns, ContactPersonsRepository } from './repository';

/** The columns of a contact person from the catalogue form's normalised values (an empty optional one null). */
export function contactPersonColumns(
  values: Readonly<Record<string, NormalisedValue>>,
): ContactPersonColumns {
  const text = (name: string) => {
    const value = values[name];
    return value === null || value === undefined ? null : String(value);
  };
  return {
    firma: text('firma'),
    anrede: text('anrede'),
    vorname: text('vorname') ?? '',
    name: text('name') ?? '',
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    phone: text('phone') ?? '',
    fax: text('fax'),
    email: text('email') ?? '',
  };
}

/**
 * Create (`id` null) or update a contact person with the catalogue's authority/insurer contact (vorname,
 * name, phone and e-mail required, zip at most 10 characters, anrede 'Herr' or 'frau'), after the route
 * checked the body (contact-person-body.ts). An update keeps what the body leaves out; the row is locked
 * and checked again with the sent fields over it, so a change since the route's checks still answers.
 */
export async function saveContactPerson(
  repository: ContactPersonsRepository,
  userId: number,
  id: number | null,
  sent: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<ContactPerson> {
  return repository.transaction(async (tx) => {
    const current = id === null ? null : await repository.lock(tx, userId, id);
    if (id !== null && !current) throw new AppError('could_not_find_contact_person');
    const merged = { ...(current ? storedFields(current) : {}), ...sent };
    const parsed = parseFormBody(authorityContactFields, merged, { now });
    if (!parsed.ok) throw new ValidationError(parsed.entries);
    const columns = contactPersonColumns(parsed.values);
    const row = current
      ? await repository.update(tx, current.id, columns)
      : await repository.insert(tx, userId, columns);
    if (!row) throw new Error('contact person not saved');
    return repository.present(tx, row);
  });
}
