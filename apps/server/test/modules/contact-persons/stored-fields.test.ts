import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactPersons } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import {
  contactCustomer,
  createContact,
  expectInvalid,
  MEIER,
  maxLength,
  minLength,
  one,
  storedContacts,
  UNKNOWN,
  URL,
} from './contact-persons.fixtures';

const t = useTestApp();

/**
 * The contact person's body is the route schema's (its sent fields); a PUT's stored fields that the body
 * leaves out are checked before it, against the stored row (ADR 137). The answers are the ones the save
 * gave when it checked the merged fields itself.
 */
describe('PUT /api/ansprechpartner/{id}: the stored fields it leaves out', () => {
  it('answers a stored field the catalogue refuses now in one 422 with the body’s own entries', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    const { db } = await getDatabase();
    // Stored before a rule was tightened (or by another writer): a save does not keep it as it is.
    await db.update(contactPersons).set({ vorname: 'S' }).where(eq(contactPersons.id, id));
    const before = await storedContacts(c.user.id);
    expectInvalid(await c.call('PUT', one(id), { zip: '12345678901' }), [
      `vorname=>${minLength(2)}`,
      `zip=>${maxLength(10)}`,
    ]);
    expectInvalid(await c.call('PUT', one(id), { city: 'Köln' }), [`vorname=>${minLength(2)}`]);
    // Unknown keys are answered alone, as ever.
    expectInvalid(await c.call('PUT', one(id), { fremd: 1, zip: '12345678901' }), [`fremd=>${UNKNOWN}`]);
    expect(await storedContacts(c.user.id)).toEqual(before);
    const fixed = await c.call('PUT', one(id), { vorname: 'Sabine', city: 'Köln' });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('names a refused key exactly as it was sent, also with a slash, a dot at its end or empty', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    const expected = [`a/b=>${UNKNOWN}`, `=>${UNKNOWN}`, `x.=>${UNKNOWN}`];
    expectInvalid(await c.call('POST', URL, { ...MEIER, 'a/b': 1, '': 2, 'x.': 3 }), expected);
    expectInvalid(await c.call('PUT', one(id), { 'a/b': 1, '': 2, 'x.': 3 }), expected);
  });

  it('checks fields whose rules read no other field, so an update’s sent fields are checked alone (ADR 137)', () => {
    const readsAnother = authorityContactFields.filter(
      (field) => typeof field.required === 'object' || typeof field.format === 'object' || field.after,
    );
    expect(readsAnother).toEqual([]);
  });
});
