import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { parseFormBody } from '@kundenportal/domain/forms/parse-body';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { AppError, ValidationError } from '../../lib/app-error';
import type { ContactPersonColumns, ContactPersonRow, ContactPersonsRepository } from './repository';

const FIELDS = authorityContactFields.map((definition) => definition.name);

function stored(row: ContactPersonRow): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((name) => [name, row[name as keyof ContactPersonRow] ?? '']));
}

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
 * Create (`id` null) or update a contact person with the catalogue's authority/insurer contact: vorname, name,
 * phone and e-mail required, zip at most 10 characters, anrede 'Herr' or 'frau'. An update keeps what the
 * body leaves out; the row is locked while it is checked. Unknown keys are refused.
 */
export async function saveContactPerson(
  repository: ContactPersonsRepository,
  userId: number,
  id: number | null,
  body: unknown,
  now: Date,
): Promise<ContactPerson> {
  return repository.transaction(async (tx) => {
    const current = id === null ? null : await repository.lock(tx, userId, id);
    if (id !== null && !current) throw new AppError('could_not_find_contact_person');
    const merged =
      current && typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...stored(current), ...body }
        : body;
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
