import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { authenticator, usePasskeyApp } from './passkeys.fixtures';

const px = usePasskeyApp();
const { loggedInCustomer, registrationOptions, verifyRegistration, registerPasskey, listPasskeys } = px;

describe('passkey registration', () => {
  it('offers options for a discoverable platform passkey with user verification, rpID from PUBLIC_URL', async () => {
    const customer = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options.rp).toEqual({ name: 'Kundenportal', id: 'portal.example.test' });
    expect(options.user.name).toBe(customer.email);
    // The user handle is opaque: neither the e-mail nor the database id.
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).not.toContain(
      String(customer.user.id),
    );
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
      authenticatorAttachment: 'platform',
    });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('stores a verified credential, lists it and excludes it from the next options', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);

    const list = await listPasskeys(customer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: credential.id, createdAt: expect.any(String), lastUsedAt: null }]);

    const { options } = await registrationOptions(customer.token);
    expect(options.excludeCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses an answer from another origin with 422 and stores nothing', async () => {
    const customer = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);
    const { response } = authenticator.register(options, { origin: 'https://evil.example' });
    const verified = await verifyRegistration(customer.token, { challengeId, response });
    expect(verified.statusCode).toBe(422);
    expect(verified.json().errors).toEqual(['Der Passkey konnte nicht gespeichert werden.']);
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
  });

  it('refuses an answer for another rpID and one without user verification', async () => {
    const customer = await loggedInCustomer();
    for (const flags of [{ rpId: 'evil.example' }, { userVerified: false }]) {
      const { challengeId, options } = await registrationOptions(customer.token);
      const { response } = authenticator.register(options, flags);
      const verified = await verifyRegistration(customer.token, { challengeId, response });
      expect(verified.statusCode, JSON.stringify(flags)).toBe(422);
    }
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
  });

  it('uses a challenge once, and only for the customer it was issued to', async () => {
    const customer = await loggedInCustomer();
    const other = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);

    const stolen = authenticator.register(options);
    expect(
      (await verifyRegistration(other.token, { challengeId, response: stolen.response })).statusCode,
    ).toBe(422);
    // The other customer's attempt did not use it up… but an answer counts once.
    const { challengeId: second, options: secondOptions } = await registrationOptions(customer.token);
    const first = authenticator.register(secondOptions);
    expect(
      (await verifyRegistration(customer.token, { challengeId: second, response: first.response }))
        .statusCode,
    ).toBe(200);
    const again = authenticator.register(secondOptions);
    expect(
      (await verifyRegistration(customer.token, { challengeId: second, response: again.response }))
        .statusCode,
    ).toBe(422);
    expect((await listPasskeys(customer.token)).json()).toHaveLength(1);
    expect((await listPasskeys(other.token)).json()).toEqual([]);
  });
});

describe('the order of the passkey answers (ADR 100)', () => {
  it('answers 401 without token and 403 to an adviser before the body’s 422', async () => {
    await expectSessionBeforeBody(px.t.app, 'POST', '/api/passkeys/register/verify', { credential: 1, x: 2 });
    await expectSessionBeforeBody(px.t.app, 'DELETE', '/api/passkeys/-', { x: 1 });
  });
});
