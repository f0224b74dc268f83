import { configFlagDefaults } from '@kundenportal/domain/account/config-flags';
import { describe, expect, it } from 'vitest';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

describe('GET /api/users/me', () => {
  it('returns the User of spec section 3', async () => {
    const customer = await createTestCustomer({
      firstName: 'Lena',
      lastName: 'Lorenz',
      features: { referrals: true },
      config: { nachrichten: true, change_passwort: true, unbekannt: true, mvp_vertraege: true },
      persons: [
        {
          firstname: 'Lena',
          lastname: 'Lorenz',
          gender: 'w',
          geburtsdatum: '1990-02-01',
          address: { address: 'Hauptstraße', addressnumber: '5', streetcode: '01067', city: 'Dresden' },
        },
        {
          firstname: 'Paul',
          lastname: 'Lorenz',
          address: { address: 'Nebenweg', addressnumber: '1', streetcode: '01069', city: 'Dresden' },
        },
      ],
    });
    const token = await loginAs(t.app, customer.email, customer.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      first_name: 'Lena',
      email: customer.email,
      hasAvatar: false,
      hasMakler: true,
      account_typ: 'makler',
      features: { referrals: true },
      agent: {
        typ: '93HGB',
        phone: '+49 89 1234567',
        mobile: '+49 171 2345678',
        email: 'thomas.berger@berger-makler.example',
        empfehlungsgeber_art: 'versicherungsvermittler',
        hauptadresse: { address: 'Leopoldstraße', addressnumber: '42', streetcode: '80802', city: 'München' },
      },
    });
    expect(user.haupt_person).toMatchObject({ firstname: 'Lena', geburtsdatum: '1990-02-01' });
    expect(user.HauptPerson).toEqual({ id: user.haupt_person.id });
    expect(user.persons.map((p: { firstname: string }) => p.firstname)).toEqual(['Lena', 'Paul']);
    expect(user.persons[1].hauptadresse).toEqual({
      co: null,
      address: 'Nebenweg',
      addressnumber: '1',
      streetcode: '01069',
      city: 'Dresden',
    });
    for (const [flag, fallback] of Object.entries(configFlagDefaults)) {
      const expected = flag === 'nachrichten' || flag === 'change_passwort' ? true : fallback;
      expect(user.config[flag], flag).toBe(expected);
    }
    expect(user.config.show_freigaben).toBe(true);
    expect(user.config.mvp_vertraege).toBe(true);
    expect(user.config.unbekannt).toBeUndefined();
    expect(user.config.beraterdokumente).toEqual({});
    expect(Array.isArray(user.legaldocs)).toBe(true);
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it('shows a customer only their own data', async () => {
    const first = await createTestCustomer({ persons: [{ firstname: 'Erste', lastname: 'Kundin' }] });
    const second = await createTestCustomer({ persons: [{ firstname: 'Zweiter', lastname: 'Kunde' }] });
    const token = await loginAs(t.app, second.email, second.password);
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) })
    ).json();
    expect(user.email).toBe(second.email);
    expect(JSON.stringify(user)).not.toContain('Erste');
    expect(user.persons.map((p: { id: number }) => p.id)).not.toContain(first.persons[0]?.id);
  });

  it('reports a customer without adviser as hasMakler false', async () => {
    const customer = await createTestCustomer({ withAgent: false });
    const token = await loginAs(t.app, customer.email, customer.password);
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) })
    ).json();
    expect(user.hasMakler).toBe(false);
    expect(user.agent).toBeNull();
  });
});
