import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emergencyContacts } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function customer() {
  const c = await createTestCustomer();
  const call = jsonCaller(t.app, await loginAs(t.app, c.email, c.password));
  return { ...c, call };
}

async function stored(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, userId));
}

describe('/api/notfallkarte/kontakt', () => {
  it('is empty at first, then saved, changed and removed by the customer', async () => {
    const c = await customer();
    expect((await c.call('GET', '/api/notfallkarte/kontakt')).json()).toEqual({ notfallkontakt: null });

    const saved = await c.call('PUT', '/api/notfallkarte/kontakt', {
      name: ' Erika Muster ',
      telefon: '0151/2345 6789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notfallkontakt: { name: 'Erika Muster', telefon: '01512 3456789' } });
    expect((await stored(c.user.id))[0]).toMatchObject({ name: 'Erika Muster', telefon: '+4915123456789' });

    await c.call('PUT', '/api/notfallkarte/kontakt', { name: 'Hans Muster', telefon: '+43 1 53440' });
    expect((await c.call('GET', '/api/notfallkarte/kontakt')).json()).toEqual({
      notfallkontakt: { name: 'Hans Muster', telefon: '+43 1 53440' },
    });
    expect(await stored(c.user.id)).toHaveLength(1);

    expect((await c.call('DELETE', '/api/notfallkarte/kontakt')).json()).toEqual({ notfallkontakt: null });
    expect(await stored(c.user.id)).toEqual([]);
  });

  it('refuses a wrong body with 422 at its fields, saving nothing', async () => {
    const c = await customer();
    const response = await c.call('PUT', '/api/notfallkarte/kontakt', { name: '', telefon: '12', alter: 3 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      errors: expect.arrayContaining([
        'name=>Bitte gib den Namen deines Notfallkontakts ein.',
        'telefon=>Keine gültige Telefonnummer.',
      ]),
    });
    expect(await stored(c.user.id)).toEqual([]);
  });

  it("never shows or changes another customer's contact", async () => {
    const first = await customer();
    const second = await customer();
    await first.call('PUT', '/api/notfallkarte/kontakt', { name: 'Erika Muster', telefon: '030 1234567' });
    expect((await second.call('GET', '/api/notfallkarte/kontakt')).json()).toEqual({ notfallkontakt: null });
    await second.call('DELETE', '/api/notfallkarte/kontakt');
    expect(await stored(first.user.id)).toHaveLength(1);
  });

  it('answers generated bodies with 200 or 422, never a 5xx', async () => {
    const c = await customer();
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom<unknown>('', 'a\u0000b', '\udc00', null, 0, true, [], {}, '+49 30 1234567'),
    );
    const body = fc.oneof(
      fc.record({ name: value, telefon: value }, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 }),
      fc.constantFrom<unknown>(null, [], 'text', 7),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await c.call('PUT', '/api/notfallkarte/kontakt', sent);
        expect([200, 422], response.body).toContain(response.statusCode);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
