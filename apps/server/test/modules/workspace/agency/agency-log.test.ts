import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgencyProfile } from '@kundenportal/domain/workspace/agency';
import { AGENCY_LOG_LIMIT } from '@kundenportal/domain/workspace/audit-log';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { agents, formTemplates, referralTiers } from '../../../../src/db/schema';
import { writeAdviserAudit } from '../../../../src/lib/adviser-audit';
import { changeAgencyProfile } from '../../../../src/modules/workspace/agency/change-agency-profile';
import { createAgencyRepository } from '../../../../src/modules/workspace/agency/repository';
import { setBranding } from '../../../../src/modules/workspace/agency/set-branding';
import { installFormTemplate } from '../../../../src/modules/workspace/forms/install-form-template';
import { createFormTemplatesRepository } from '../../../../src/modules/workspace/forms/repository';
import { replaceReferralTiers } from '../../../../src/modules/workspace/referrals/replace-referral-tiers';
import { createAgencyReferralsRepository } from '../../../../src/modules/workspace/referrals/repository';
import { serverDir } from '../../../../src/server-dir';
import { getDatabase } from '../../../helpers/database';
import { uploadFileField } from '../../../helpers/multipart-upload';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';
import { SMALL_FORM } from '../../adviser-forms/adviser-forms.fixtures';

const t = useTestApp();
const LOG = '/api/berater/agentur/protokoll';

/** An agency with two advisers and a customer; the agency's data are the factory's (Thomas Berger). */
async function setup() {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const adviser = await createTestAdviser({ agencyId: agency.id, firstName: 'Sonja', lastName: 'Keller' });
  const colleague = await createTestAdviser({ agencyId: agency.id, firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createTestCustomer({ withAgent: false, agentId: agency.id });
  const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
  return {
    db,
    agency,
    adviser,
    customer,
    token,
    call: jsonCaller(t.app, token),
    colleagueCall: jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password)),
    customerCall: jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password)),
  };
}

type Caller = ReturnType<typeof jsonCaller>;
const entriesOf = async (call: Caller, url = LOG) => {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as { action: string; adviserName: string; at: string; changes: unknown[] }[];
};

const profile: AgencyProfile = {
  anrede: 'Herr',
  vorname: 'Thomas',
  name: 'Berger',
  firma: 'Berger Versicherungsmakler GmbH',
  email: 'thomas.berger@berger-makler.example',
  phone: '+49 89 1234567',
  mobile: '+49 171 2345678',
  address: 'Leopoldstraße',
  addressnumber: '42',
  streetcode: '80802',
  city: 'München',
  registernummer: 'D-4K2M-XE7QT-21',
  vermittlerstatus: '',
  ihk: '',
};

const upload = (token: string, url: string, bytes: Buffer, name?: string) =>
  uploadFileField(t.app, token, url, bytes, name);

describe("the agency's change log (GET /api/berater/agentur/protokoll)", () => {
  it('logs a change of the contact data field by field, who and when; the same data again add nothing', async () => {
    const { call, colleagueCall } = await setup();
    expect(await entriesOf(call)).toEqual([]);
    const changed = { ...profile, firma: '', city: 'Hamburg', streetcode: '20095' };
    expect((await call('PUT', '/api/berater/agentur', changed)).statusCode).toBe(200);
    expect((await call('PUT', '/api/berater/agentur', changed)).statusCode).toBe(200);
    // Whitespace the schema trims is no change either.
    expect((await call('PUT', '/api/berater/agentur', { ...changed, city: ' Hamburg ' })).statusCode).toBe(
      200,
    );
    const entries = await entriesOf(colleagueCall);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adviserName: 'Sonja Keller',
      action: 'agency_profile_changed',
      changes: [
        { key: 'profile.firma', before: 'Berger Versicherungsmakler GmbH', after: null },
        { key: 'profile.streetcode', before: '80802', after: '20095' },
        { key: 'profile.city', before: 'München', after: 'Hamburg' },
      ],
    });
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('logs each brand token the customers see change, with its value before and after', async () => {
    const { call } = await setup();
    const brand = (tokens: Record<string, unknown>) => call('PUT', '/api/berater/agentur/marke', { tokens });
    await brand({ primary: '#1F5F4A', radius: 12 });
    await brand({ primary: '#1f5f4a', radius: 12 });
    // The portal's own values named explicitly: nothing the customers see changes.
    await brand({ primary: '#1f5f4a', radius: 12, onPrimary: '#ffffff', font: 'system' });
    await brand({ primary: '#0a3d62', radius: 12 });
    // Refused (contrast): no change, no entry.
    expect((await brand({ primary: '#eeeeee' })).statusCode).toBe(422);
    await brand({});
    const entries = await entriesOf(call);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'agency_brand_changed',
        [
          { key: 'brand.primary', before: '#0a3d62', after: '#0b4f8a' },
          { key: 'brand.radius', before: 12, after: 8 },
        ],
      ],
      ['agency_brand_changed', [{ key: 'brand.primary', before: '#1f5f4a', after: '#0a3d62' }]],
      [
        'agency_brand_changed',
        [
          { key: 'brand.primary', before: '#0b4f8a', after: '#1f5f4a' },
          { key: 'brand.radius', before: 8, after: 12 },
        ],
      ],
    ]);
  });

  it('logs a new logo and a new photo; a refused image adds nothing', async () => {
    const { call, token } = await setup();
    const logo = await readFile(path.join(serverDir, 'assets/demo/berger-logo.png'));
    const photo = await readFile(path.join(serverDir, 'assets/demo/berger-foto.jpg'));
    expect((await upload(token, '/api/berater/agentur/logo', logo)).statusCode).toBe(200);
    expect((await upload(token, '/api/berater/agentur/foto', photo)).statusCode).toBe(200);
    expect((await upload(token, '/api/berater/agentur/logo', Buffer.from('<svg/>'))).statusCode).toBe(422);
    const entries = await entriesOf(call);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['agency_photo_changed', []],
      ['agency_logo_changed', []],
    ]);
  });

  it('logs a legal text by its version (null: the default text); the same text again adds nothing', async () => {
    const { call } = await setup();
    const url = '/api/berater/agentur/rechtstexte/datenschutz';
    const first = await call('PUT', url, { markdown: '# Datenschutz\n\nErste Fassung.' });
    const version1 = first.json().legal.datenschutz.version;
    await call('PUT', url, { markdown: '# Datenschutz\n\nErste Fassung.' });
    const second = await call('PUT', url, { markdown: '# Datenschutz\n\nZweite Fassung.' });
    const version2 = second.json().legal.datenschutz.version;
    await call('PUT', url, { markdown: null });
    await call('PUT', url, { markdown: null });
    expect(version1).not.toBe(version2);
    const entries = await entriesOf(call);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['agency_legal_changed', [{ key: 'legal.datenschutz', before: version2, after: null }]],
      ['agency_legal_changed', [{ key: 'legal.datenschutz', before: version1, after: version2 }]],
      ['agency_legal_changed', [{ key: 'legal.datenschutz', before: null, after: version1 }]],
    ]);
  });

  it('logs new referral tiers with the tiers before and after; the same tiers again add nothing', async () => {
    const { call } = await setup();
    const url = '/api/berater/empfehlungen/stufen';
    const tiers = [
      { minCount: 3, valueCents: 5000 },
      { minCount: 1, valueCents: 2500 },
    ];
    await call('PUT', url, { tiers });
    await call('PUT', url, { tiers: [...tiers].reverse() });
    await call('PUT', url, { tiers: [{ minCount: 1, valueCents: 3000 }] });
    const entries = await entriesOf(call);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'referral_tiers_changed',
        [
          {
            key: 'tiers',
            before: [
              { minCount: 1, valueCents: 2500 },
              { minCount: 3, valueCents: 5000 },
            ],
            after: [{ minCount: 1, valueCents: 3000 }],
          },
        ],
      ],
      [
        'referral_tiers_changed',
        [
          {
            key: 'tiers',
            before: [],
            after: [
              { minCount: 1, valueCents: 2500 },
              { minCount: 3, valueCents: 5000 },
            ],
          },
        ],
      ],
    ]);
  });

  it('logs each published form version; the same source again adds nothing', async () => {
    const { call } = await setup();
    const url = '/api/berater/formulare/testvollmacht';
    expect((await call('PUT', url, { source: SMALL_FORM })).statusCode).toBe(201);
    expect((await call('PUT', url, { source: SMALL_FORM })).statusCode).toBe(200);
    const second = SMALL_FORM.replace('# Testvollmacht', '# Testvollmacht 2027');
    expect((await call('PUT', url, { source: second })).statusCode).toBe(201);
    const entries = await entriesOf(call);
    expect(entries.map((entry) => [entry.adviserName, entry.action, entry.changes])).toEqual([
      ['Sonja Keller', 'form_published', [{ key: 'form.testvollmacht', before: 1, after: 2 }]],
      ['Sonja Keller', 'form_published', [{ key: 'form.testvollmacht', before: null, after: 1 }]],
    ]);
  });

  it("is the adviser's own agency only: another agency sees none of it; a customer gets 403, no token 401", async () => {
    const { call, customerCall } = await setup();
    await call('PUT', '/api/berater/agentur', { ...profile, city: 'Hamburg' });
    expect(await entriesOf(call)).toHaveLength(1);
    const other = await createTestAdviser();
    const otherCall = jsonCaller(t.app, await loginAsAdviser(t.app, other.email, other.password));
    expect(await entriesOf(otherCall)).toEqual([]);
    const refused = await customerCall('GET', LOG);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('role_not_permitted');
    expect((await t.app.inject({ method: 'GET', url: LOG, headers: clientHeaders })).statusCode).toBe(401);
  });

  it("keeps the agency's entries out of a customer's log and a customer's entries out of the agency's", async () => {
    const { call, customer } = await setup();
    const customerLog = `/api/berater/kunden/${customer.user.id}/protokoll`;
    await call('PUT', '/api/berater/agentur', { ...profile, city: 'Hamburg' });
    await call('PUT', `/api/berater/kunden/${customer.user.id}/einstellungen`, {
      config: { nachrichten: true },
    });
    expect((await entriesOf(call)).map((entry) => entry.action)).toEqual(['agency_profile_changed']);
    expect((await entriesOf(call, customerLog)).map((entry) => entry.action)).toEqual(['settings_changed']);
  });

  it(`answers the newest ${AGENCY_LOG_LIMIT} entries, newest first`, async () => {
    const { db, adviser, agency, call } = await setup();
    const who = { userId: adviser.user.id, agencyId: agency.id };
    for (let n = 1; n <= AGENCY_LOG_LIMIT + 1; n += 1)
      await writeAdviserAudit(db, who, null, 'form_published', [{ key: 'form.x', before: null, after: n }]);
    const entries = await entriesOf(call);
    expect(entries).toHaveLength(AGENCY_LOG_LIMIT);
    expect(entries[0]?.changes).toEqual([{ key: 'form.x', before: null, after: AGENCY_LOG_LIMIT + 1 }]);
    expect(entries.at(-1)?.changes).toEqual([{ key: 'form.x', before: null, after: 2 }]);
  });
});

describe('the log entry and its change share one transaction', () => {
  const failingLog = async () => {
    throw new Error('log refused');
  };

  it('a refused entry leaves contact data, brand, tiers and form templates as they were', async () => {
    const { db, agency } = await setup();
    const nobody = { userId: 2_000_000_000, agencyId: agency.id };
    // No such adviser: the entry's insert fails, and with it the change.
    await expect(
      changeAgencyProfile(
        createAgencyRepository(db),
        { userId: 2_000_000_000, agencyId: agency.id },
        { ...profile, city: 'Hamburg' },
      ),
    ).rejects.toThrow();
    await expect(
      setBranding(
        db,
        t.app.blobStore,
        { agent: String(agency.id), tokens: { primary: '#0a3d62' } },
        failingLog,
      ),
    ).rejects.toThrow('log refused');
    await expect(
      replaceReferralTiers(
        createAgencyReferralsRepository(db),
        agency.id,
        [{ minCount: 1, valueCents: 100 }],
        nobody,
      ),
    ).rejects.toThrow();
    await expect(
      installFormTemplate(
        createFormTemplatesRepository(db),
        { agent: String(agency.id), key: 'testvollmacht', source: SMALL_FORM },
        nobody,
      ),
    ).rejects.toThrow();
    const [row] = await db.select().from(agents).where(eq(agents.id, agency.id));
    expect(row).toMatchObject({ city: 'München', css: null });
    expect(await db.select().from(referralTiers).where(eq(referralTiers.agentId, agency.id))).toEqual([]);
    expect(await db.select().from(formTemplates).where(eq(formTemplates.agentId, agency.id))).toEqual([]);
  });
});
