import { bedarfscheckTexts } from '@kundenportal/domain/texts/bedarfscheck';
import { validationTexts } from '@kundenportal/domain/texts/validation';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createHousehold, defined, householdFingerprint, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function storedPerson(id: number) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(persons).where(eq(persons.id, id));
  return row;
}

describe('PUT /api/persons/mail/:id (person mail screen)', () => {
  it('stores e-mail, phone and mobile (digits) and the consent', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const response = await h.api.mail(id, {
      email: ' jonas@example.com ',
      phone: '0341 1234567',
      mobil: '0151 23456789',
      kontakt_einwilligung: '1',
    });
    expect(response.statusCode).toBe(200);
    expect(personOf(response)).toMatchObject({
      email: 'jonas@example.com',
      phone: '+493411234567',
      mobil: '+4915123456789',
      kontakt_einwilligung: '1',
    });
    expect(await storedPerson(id)).toMatchObject({ phone: '493411234567', mobil: '4915123456789' });
    // The values as shown save unchanged.
    const again = personOf(
      await h.api.mail(id, {
        email: 'jonas@example.com',
        phone: '+493411234567',
        mobil: '+4915123456789',
        kontakt_einwilligung: '1',
      }),
    );
    expect(again).toMatchObject({ phone: '+493411234567', mobil: '+4915123456789' });
    const cleared = personOf(
      await h.api.mail(id, { email: null, phone: '', mobil: null, kontakt_einwilligung: '0' }),
    );
    expect(cleared).toMatchObject({ email: null, phone: null, mobil: null, kontakt_einwilligung: '0' });
  });

  it('refuses a bad e-mail, phone or landline as mobile with field entries and changes nothing', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const before = await householdFingerprint(h.user.id);
    const response = await h.api.mail(id, {
      email: 'jonas@',
      phone: '12',
      mobil: '0341 1234567',
      kontakt_einwilligung: 'vielleicht',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'email=>Bitte gib eine gültige E-Mail-Adresse ein.',
      `phone=>${validationTexts.phone}`,
      `mobil=>${validationTexts.mobile}`,
      'kontakt_einwilligung=>Der Wert ist ungültig.',
    ]);
    for (const body of [null, [1], 'x', { email: 42 }]) {
      expect((await h.api.mail(id, body)).statusCode).toBe(422);
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});

describe('PUT /api/persons/vcheck/:id/update/fremdvertrag', () => {
  it('sets the flags it is sent and keeps the others and the other details', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    await h.api.update(id, { details: { kinderanzahl: 3, kfzhalter: '1' } });
    const unknown = await h.api.vcheck(id, { hund: '1', unbekannt: '1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      'unbekannt=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
    ]);
    const response = await h.api.vcheck(id, { hund: '1', katze: 1, oeltank: true });
    expect(response.statusCode).toBe(200);
    expect(personOf(response).details).toMatchObject({
      kinderanzahl: 3,
      kfzhalter: '1',
      hund: '1',
      katze: '1',
      oeltank: '1',
      pferd: '0',
    });
    expect(personOf(await h.api.vcheck(id, { hund: '0' })).details).toMatchObject({ hund: '0', katze: '1' });
  });

  it('refuses a value other than 0/1 and changes nothing', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    const response = await h.api.vcheck(id, { hund: '2', katze: '1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`hund=>${bedarfscheckTexts.flagInvalid}`]);
    expect((await h.api.vcheck(id, [])).statusCode).toBe(422);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});
