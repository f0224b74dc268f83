import { describe, expect, it } from 'vitest';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const INVALID = 'Der Wert ist ungültig.';

describe('JSON bodies with text the database cannot store', () => {
  it('are refused with 422 at the field, also nested and in keys, before any route stores them', async () => {
    const c = await createTestCustomer({ config: { person_edit: true } });
    const call = jsonCaller(t.app, await loginAs(t.app, c.email, c.password));
    const nested = await call('POST', '/api/persons', {
      firstname: 'Kim',
      lastname: 'Kunde',
      adressen: [{ address: 'Weg\u0000', city: 'Köln' }],
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual([`adressen.0.address=>${INVALID}`]);
    const surrogate = await call('POST', '/api/kontaktanfrage', { ke_GewuenschtArt: 'email\ud800' });
    expect(surrogate.json().errors).toEqual([`ke_GewuenschtArt=>${INVALID}`]);
    const key = await call('POST', '/api/kontaktanfrage', { 'a\u0000b': 1 });
    expect(key.statusCode).toBe(422);
    // Emoji are surrogate pairs, not lone ones: they pass to the route's own rules.
    const emoji = await call('POST', '/api/users/berater', { code: 'berger 😀' });
    expect(emoji.json().errors).not.toContain(`code=>${INVALID}`);
  });

  it('come after the route’s ownership check: another customer’s id is its 404, an own id the same 422', async () => {
    const owner = await createTestCustomer({ config: { person_edit: true } });
    const call = jsonCaller(t.app, await loginAs(t.app, owner.email, owner.password));
    const other = await createTestCustomer({ config: { person_edit: true } });
    const foreign = jsonCaller(t.app, await loginAs(t.app, other.email, other.password));
    const created = await call('POST', '/api/persons', { firstname: 'Kim', lastname: 'Kunde' });
    expect(created.statusCode).toBe(201);
    const url = `/api/persons/${created.json().person.id}`;
    const renamed = { firstname: 'Kim\u0000', lastname: 'Kunde' };
    // A route with a body schema, and one without a body (its refusal comes after this check).
    for (const [method, body, errors] of [
      ['PUT', renamed, [`firstname=>${INVALID}`]],
      ['DELETE', { 'a\u0000': 1 }, [`a\ufffd=>${INVALID}`]],
    ] as const) {
      const elsewhere = await foreign(method, url, body);
      expect(elsewhere.statusCode, `${method} ${elsewhere.body}`).toBe(404);
      expect(elsewhere.json().error).toBe('not_found');
      const own = await call(method, url, body);
      expect(own.statusCode, method).toBe(422);
      expect(own.json().errors, method).toEqual(errors);
    }
    expect((await call('GET', url)).json().person.firstname).toBe('Kim');
  });

  it('walks any depth without recursion: 20,000 levels are a 422 at the field or reach the route, never a 500', async () => {
    const c = await createTestCustomer();
    const token = await loginAs(t.app, c.email, c.password);
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/kontaktanfrage',
        headers: { ...clientHeaders, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
    const deep = (leaf: string) => `{"x":${'{"a":['.repeat(20_000)}${leaf}${']}'.repeat(20_000)}}`;
    const refused = await post(deep('"nul\\u0000"'));
    expect(refused.statusCode).toBe(422);
    const [entry] = refused.json().errors;
    expect(entry).toMatch(new RegExp(`^x(\\.a\\.0){20000}=>${INVALID}$`));
    // Nothing unstorable: the route's own rules answer (x is no field of the form).
    const passed = await post(deep('"ok"'));
    expect(passed.statusCode).toBe(422);
    expect(passed.json().errors).not.toContainEqual(expect.stringContaining(INVALID));
    // Several at once, in the order of the body.
    const several = await post(
      JSON.stringify({ a: 'x\u0000', b: { 'c\u0000': 1, d: ['ok', '\ud800'] }, e: '\u0000' }),
    );
    expect(several.json().errors).toEqual([
      `a=>${INVALID}`,
      `b.c\ufffd=>${INVALID}`,
      `b.d.1=>${INVALID}`,
      `e=>${INVALID}`,
    ]);
  });

  it('the sign-up referrer with NUL is a 422, not a 500 (public route, checked the same)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nul@example.com', referrer: 'berger\u0000' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`referrer=>${INVALID}`]);
    const branding = await t.app.inject({
      method: 'GET',
      url: '/api/branding/berger%00',
      headers: clientHeaders,
    });
    expect(branding.statusCode).toBe(404);
  });
});
