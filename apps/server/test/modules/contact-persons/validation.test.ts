import { describe, expect, it } from 'vitest';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  CHECK_INPUT,
  contactCustomer,
  createContact,
  EMAIL,
  expectInvalid,
  INVALID_VALUE,
  MEIER,
  MINIMAL,
  maxLength,
  minLength,
  OPTION,
  one,
  PHONE,
  REQUIRED,
  storedContacts,
  UNKNOWN,
  URL,
} from './contact-persons.fixtures';

const t = useTestApp();

type Customer = Awaited<ReturnType<typeof contactCustomer>>;

/** POST the body and PUT it onto a stored contact person: both answer the same, and nothing changes on a 422. */
async function bothWrites(c: Customer, id: number, body: unknown) {
  const before = await storedContacts(c.user.id);
  const post = await c.call('POST', URL, body);
  const put = await c.call('PUT', one(id), body);
  expect([post.statusCode, put.statusCode], `${post.body} ${put.body}`).toEqual(
    post.statusCode === 201 ? [201, 200] : [post.statusCode, post.statusCode],
  );
  if (post.statusCode === 422) {
    expect(put.json()).toEqual(post.json());
    expect(await storedContacts(c.user.id)).toEqual(before);
  }
  return post;
}

describe('the fields of POST and PUT /api/ansprechpartner', () => {
  it('requires vorname, name, phone and email on a new contact person', async () => {
    const c = await contactCustomer(t.app);
    expectInvalid(await c.call('POST', URL, {}), [
      `vorname=>${REQUIRED}`,
      `name=>${REQUIRED}`,
      `phone=>${REQUIRED}`,
      `email=>${REQUIRED}`,
    ]);
    for (const field of Object.keys(MINIMAL)) {
      expectInvalid(await c.call('POST', URL, { ...MINIMAL, [field]: undefined }), [`${field}=>${REQUIRED}`]);
      expectInvalid(await c.call('POST', URL, { ...MINIMAL, [field]: '   ' }), [`${field}=>${REQUIRED}`]);
      expectInvalid(await c.call('POST', URL, { ...MINIMAL, [field]: null }), [`${field}=>${REQUIRED}`]);
    }
    expect(await storedContacts(c.user.id)).toEqual([]);
  });

  it('takes vorname and name of 2 to 255 characters (counted as characters, not code units)', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const field of ['vorname', 'name']) {
      expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: 'A' }), [`${field}=>${minLength(2)}`]);
      expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: '😀' }), [`${field}=>${minLength(2)}`]);
      expect((await bothWrites(c, id, { ...MEIER, [field]: 'Al' })).statusCode).toBe(201);
      expect((await bothWrites(c, id, { ...MEIER, [field]: 'ä'.repeat(255) })).statusCode).toBe(201);
      expect((await bothWrites(c, id, { ...MEIER, [field]: '😀'.repeat(255) })).statusCode).toBe(201);
      expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: 'ä'.repeat(256) }), [
        `${field}=>${maxLength(255)}`,
      ]);
    }
  });

  it('takes firma of 2 to 255 characters, street and city up to 255, zip up to 10', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    expectInvalid(await bothWrites(c, id, { ...MEIER, firma: 'A' }), [`firma=>${minLength(2)}`]);
    expect((await bothWrites(c, id, { ...MEIER, firma: 'AB' })).statusCode).toBe(201);
    expectInvalid(await bothWrites(c, id, { ...MEIER, firma: 'x'.repeat(256) }), [
      `firma=>${maxLength(255)}`,
    ]);
    for (const field of ['street', 'city']) {
      expect((await bothWrites(c, id, { ...MEIER, [field]: 'x' })).statusCode).toBe(201);
      expect((await bothWrites(c, id, { ...MEIER, [field]: 'ß'.repeat(255) })).statusCode).toBe(201);
      expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: 'ß'.repeat(256) }), [
        `${field}=>${maxLength(255)}`,
      ]);
    }
    const zip10 = await bothWrites(c, id, { ...MEIER, zip: 'A-12345678' });
    expect(zip10.json().ansprechpartner.zip).toBe('A-12345678');
    expectInvalid(await bothWrites(c, id, { ...MEIER, zip: '12345678901' }), [`zip=>${maxLength(10)}`]);
    expect((await bothWrites(c, id, { ...MEIER, zip: 80802 })).json().ansprechpartner.zip).toBe('80802');
  });

  it("takes anrede 'Herr' or 'frau' only, exactly as written", async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const anrede of ['Herr', 'frau'])
      expect((await bothWrites(c, id, { ...MEIER, anrede })).json().ansprechpartner.anrede).toBe(anrede);
    for (const anrede of ['Frau', 'herr', 'HERR', 'Divers', 'x'])
      expectInvalid(await bothWrites(c, id, { ...MEIER, anrede }), [`anrede=>${OPTION}`]);
    expect((await bothWrites(c, id, { ...MEIER, anrede: ' Herr ' })).statusCode).toBe(201);
    expectInvalid(await bothWrites(c, id, { ...MEIER, anrede: true }), [`anrede=>${INVALID_VALUE}`]);
  });

  it('takes any phone and fax number (landlines too) and answers them in E.164', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    const good: [string, string][] = [
      ['030 1234567', '+49301234567'],
      ['+43 1 5344 0', '+43153440'],
      ['0171 1234567', '+491711234567'],
      ['(089) 38 00-0', '+498938000'],
    ];
    for (const [typed, e164] of good) {
      const saved = (await bothWrites(c, id, { ...MEIER, phone: typed, fax: typed })).json().ansprechpartner;
      expect([saved.phone, saved.fax]).toEqual([e164, e164]);
    }
    for (const bad of ['abc', '12', '0000', '+49 1', 'Telefon: 030'])
      for (const field of ['phone', 'fax'])
        expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: bad }), [`${field}=>${PHONE}`]);
  });

  it('takes a valid e-mail address only', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    expect((await bothWrites(c, id, { ...MEIER, email: 'a.b-c+d@sub.example.de' })).statusCode).toBe(201);
    for (const bad of ['kein-at.example.com', 'a@', '@example.com', 'a b@example.com', 'a@example'])
      expectInvalid(await bothWrites(c, id, { ...MEIER, email: bad }), [`email=>${EMAIL}`]);
  });

  it("refuses text the database cannot hold (NUL, lone surrogates) as 'Der Wert ist ungültig.'", async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const text of ['Mei\u0000er', 'Meier\ud800', '\udc00Meier', 'Me\udbffier'])
      for (const field of ['firma', 'vorname', 'name', 'street', 'zip', 'city', 'phone', 'fax', 'email'])
        expectInvalid(
          await bothWrites(c, id, { ...MEIER, [field]: text.slice(0, field === 'zip' ? 7 : 99) }),
          [`${field}=>${INVALID_VALUE}`],
        );
    expect((await bothWrites(c, id, { ...MEIER, name: 'Meier 😀' })).statusCode).toBe(201);
  });

  it('refuses wrong types', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const value of [true, false, { a: 1 }, ['Meier'], []])
      for (const field of ['name', 'email', 'phone'])
        expectInvalid(await bothWrites(c, id, { ...MEIER, [field]: value }), [`${field}=>${INVALID_VALUE}`]);
  });

  it('refuses unknown keys, the answer fields included, and stores nothing', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const key of [
      'id',
      'standort',
      'vertraege',
      'userId',
      'user_id',
      'Vorname',
      'telefon',
      'constructor',
    ])
      expectInvalid(await bothWrites(c, id, { ...MEIER, [key]: 1 }), [`${key}=>${UNKNOWN}`]);
    expectInvalid(await bothWrites(c, id, { ...MEIER, a: 1, b: 2 }), [`a=>${UNKNOWN}`, `b=>${UNKNOWN}`]);
  });

  it('refuses bodies that are no object with a 422', async () => {
    const c = await contactCustomer(t.app);
    const { id } = await createContact(c, MEIER);
    for (const body of [null, [], [MEIER], 'Meier', 42, true])
      expectInvalid(await bothWrites(c, id, body), [CHECK_INPUT]);
    for (const [method, url] of [
      ['POST', URL],
      ['PUT', one(id)],
    ] as const) {
      const empty = await t.app.inject({ method, url, headers: authHeaders(c.token) });
      expectInvalid(empty, [CHECK_INPUT]);
    }
    expect((await storedContacts(c.user.id)).length).toBe(1);
  });
});
