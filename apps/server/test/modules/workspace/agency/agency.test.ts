import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_MARKDOWN_MAX_BYTES } from '@kundenportal/domain/legal/legal-documents';
import { brandingTexts } from '@kundenportal/domain/texts/branding';
import { AGENCY_TEXT_MAX } from '@kundenportal/domain/workspace/agency';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../../../src/server-dir';
import { uploadFileField } from '../../../helpers/multipart-upload';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

const profile = {
  anrede: 'Frau',
  vorname: 'Sonja',
  name: 'Keller',
  firma: 'Keller Finanzberatung',
  email: 'kontakt@keller-finanz.example',
  phone: '+49 40 7654321',
  mobile: '',
  address: 'Mönckebergstraße',
  addressnumber: '7',
  streetcode: '20095',
  city: 'Hamburg',
  registernummer: 'D-7HJ3-P2LKA-58',
  vermittlerstatus: 'gebunden',
  ihk: 'Handelskammer Hamburg',
};

async function setup() {
  const customer = await createTestCustomer({
    config: { nutzungsbedinungen: true, datenschutz: true, nachrichten: true },
  });
  const adviser = await createTestAdviser({ agencyId: customer.agent?.id });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  return { adviser, call, customerCall };
}

const upload = (token: string, url: string, bytes: Buffer, name?: string) =>
  uploadFileField(t.app, token, url, bytes, name);

describe('the agency in the workspace', () => {
  it('changes the contact data the customers see on their adviser page', async () => {
    const { call, customerCall } = await setup();
    const response = await call('PUT', '/api/berater/agentur', profile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toEqual(profile);
    await t.app.syncChanges();
    const agent = (await customerCall('GET', '/api/users/me')).json().user.agent;
    expect(agent).toMatchObject({
      anrede: 'Frau',
      vorname: 'Sonja',
      firma: 'Keller Finanzberatung',
      mobile: null,
    });
    expect(agent.hauptadresse).toMatchObject({ streetcode: '20095', city: 'Hamburg' });
  });

  it('checks the contact data field by field, at the bounds', async () => {
    const { call } = await setup();
    const longest = 'x'.repeat(AGENCY_TEXT_MAX);
    expect((await call('PUT', '/api/berater/agentur', { ...profile, firma: longest })).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...profile, firma: `${longest}x` },
        `firma=>Bitte geben Sie höchstens ${AGENCY_TEXT_MAX} Zeichen ein.`,
      ],
      [{ ...profile, vorname: '  ' }, 'vorname=>Bitte füllen Sie dieses Feld aus.'],
      [{ ...profile, email: 'keine' }, 'email=>Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ ...profile, streetcode: '1234' }, 'streetcode=>Bitte geben Sie eine fünfstellige Postleitzahl ein.'],
      [{ ...profile, anrede: 'Dr.' }, 'anrede=>Bitte wählen Sie eine Anrede.'],
      [{ ...profile, city: 'a\u0000b' }, 'city=>'],
      [{ ...profile, signupCode: 'neu' }, 'signupCode=>'],
    ];
    for (const [body, entry] of cases) {
      const response = await call('PUT', '/api/berater/agentur', body);
      expect(response.statusCode, entry).toBe(422);
      expect(response.json().errors.join('\n')).toContain(entry);
    }
  });

  it('sets brand colours only when they stay readable, and resets them with an empty set', async () => {
    const { call, customerCall } = await setup();
    const readable = await call('PUT', '/api/berater/agentur/marke', {
      tokens: { primary: '#1F5F4A', radius: 12 },
    });
    expect(readable.statusCode, readable.body).toBe(200);
    expect(readable.json().branding).toEqual({ primary: '#1f5f4a', radius: 12 });
    await t.app.syncChanges();
    expect((await customerCall('GET', '/api/users/me')).json().user.agent.branding).toEqual({
      primary: '#1f5f4a',
      radius: 12,
    });
    const pale = await call('PUT', '/api/berater/agentur/marke', { tokens: { primary: '#eeeeee' } });
    expect(pale.statusCode).toBe(422);
    expect(pale.json().errors[0]).toMatch(/^tokens=>.*Kontrast/);
    for (const body of [
      { tokens: { primary: 'red' } },
      { tokens: { script: 'x' } },
      { tokens: [] },
      {},
      { tokens: {}, css: 'x' },
    ])
      expect((await call('PUT', '/api/berater/agentur/marke', body)).statusCode, JSON.stringify(body)).toBe(
        422,
      );
    expect((await call('GET', '/api/berater/agentur')).json().branding).toEqual({
      primary: '#1f5f4a',
      radius: 12,
    });
    expect((await call('PUT', '/api/berater/agentur/marke', { tokens: {} })).json().branding).toEqual({});
  });

  it('takes a logo and a photo as images only, re-encoded, and serves the logo', async () => {
    const { adviser, call } = await setup();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const logo = await readFile(path.join(serverDir, 'assets/demo/berger-logo.png'));
    const saved = await upload(token, '/api/berater/agentur/logo', logo);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().logo as string;
    expect(url).toMatch(/^\/api\/agents\/\d+\/logo\?v=/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const photo = await upload(
      token,
      '/api/berater/agentur/foto',
      await readFile(path.join(serverDir, 'assets/demo/berger-foto.jpg')),
    );
    expect(photo.json().photo).toBe(true);
    const script = await upload(
      token,
      '/api/berater/agentur/logo',
      Buffer.from('<script>alert(1)</script>'),
      'x.svg',
    );
    expect(script.statusCode).toBe(422);
    expect((await call('GET', '/api/berater/agentur')).json().logo).toBe(url);
    // A file that is no image: each upload names what it was for.
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    for (const [route, text] of [
      ['/api/berater/agentur/foto', brandingTexts.photoInvalid],
      ['/api/berater/agentur/logo', brandingTexts.logoInvalid],
    ] as const) {
      const refused = await upload(token, route, pdf, 'foto.pdf');
      expect(refused.statusCode, route).toBe(422);
      expect(refused.json().errors, route).toEqual([`file=>${text}`]);
    }
  });

  it('sets and removes an own legal text; the customer reads it, at the size bound', async () => {
    const { call, customerCall } = await setup();
    const markdown =
      '# Nutzungsbedingungen der Agentur\n\n<script>alert(1)</script> Es gilt **deutsches Recht**.';
    const set = await call('PUT', '/api/berater/agentur/rechtstexte/nutzungsbedingungen', { markdown });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().legal.nutzungsbedingungen).toMatchObject({ markdown });
    const read = (await customerCall('GET', '/api/legal/nutzungsbedingungen')).json();
    expect(read).toMatchObject({ markdown, version: set.json().legal.nutzungsbedingungen.version });
    expect(
      (
        await call('PUT', '/api/berater/agentur/rechtstexte/datenschutz', {
          markdown: 'ä'.repeat(LEGAL_MARKDOWN_MAX_BYTES / 2),
        })
      ).statusCode,
    ).toBe(200);
    const tooLong = await call('PUT', '/api/berater/agentur/rechtstexte/datenschutz', {
      markdown: `${'ä'.repeat(LEGAL_MARKDOWN_MAX_BYTES / 2)}x`,
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await call('PUT', '/api/berater/agentur/rechtstexte/impressum', { markdown })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', '/api/berater/agentur/rechtstexte/datenschutz', { markdown: '  ' })).statusCode,
    ).toBe(422);
    const removed = await call('PUT', '/api/berater/agentur/rechtstexte/nutzungsbedingungen', {
      markdown: null,
    });
    expect(removed.json().legal.nutzungsbedingungen).toEqual({ markdown: null, version: '1' });
    expect((await customerCall('GET', '/api/legal/nutzungsbedingungen')).json().markdown).toBeNull();
  });

  it("is the adviser's own agency only, and not for customers", async () => {
    const { call, customerCall } = await setup();
    const other = await createTestAdviser();
    const otherCall = jsonCaller(t.app, await loginAsAdviser(t.app, other.email, other.password));
    await call('PUT', '/api/berater/agentur', profile);
    expect((await otherCall('GET', '/api/berater/agentur')).json().profile.vorname).toBe('Thomas');
    expect((await customerCall('GET', '/api/berater/agentur')).statusCode).toBe(403);
  });
});

describe('the order of the agency answers (ADR 100)', () => {
  it('answers 401 without token, 403 to a customer and 404 for an unknown legal text before the body’s 422', async () => {
    const { call, customerCall } = await setup();
    const invalid = { markdown: 17, fremd: 1 };
    for (const url of [
      '/api/berater/agentur',
      '/api/berater/agentur/marke',
      '/api/berater/agentur/rechtstexte/datenschutz',
    ]) {
      expect((await jsonCaller(t.app, '')('PUT', url, invalid)).statusCode, url).toBe(401);
      const asCustomer = await customerCall('PUT', url, invalid);
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.json().error).toBe('role_not_permitted');
    }
    const unknown = await call('PUT', '/api/berater/agentur/rechtstexte/impressum', invalid);
    expect(unknown.statusCode).toBe(404);
    expect((await call('PUT', '/api/berater/agentur/rechtstexte/datenschutz', invalid)).statusCode).toBe(422);
  });
});
