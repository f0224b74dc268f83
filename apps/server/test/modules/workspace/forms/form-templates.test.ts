import { MAX_TEMPLATE_LENGTH } from '@kundenportal/domain/adviser-forms/parse-template';
import { MAX_FORM_SWITCHES } from '@kundenportal/domain/workspace/customer-settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { users } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';
import { SMALL_FORM } from '../../adviser-forms/adviser-forms.fixtures';

const t = useTestApp();

async function setup() {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const customer = await createTestCustomer({ withAgent: false, agentId: agency.id });
  const other = await createTestAdviser({ agencyId: (await createAgent(db)).id });
  return {
    customer,
    call: jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password)),
    otherCall: jsonCaller(t.app, await loginAsAdviser(t.app, other.email, other.password)),
    customerCall: jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password)),
  };
}

const SECOND = SMALL_FORM.replace('# Testvollmacht', '# Testvollmacht 2027');
const url = (key: string) => `/api/berater/formulare/${key}`;

describe('form templates in the workspace', () => {
  it('publishes version 1, the same source again changes nothing, a change is version 2', async () => {
    const { call } = await setup();
    const first = await call('PUT', url('testvollmacht'), { source: SMALL_FORM });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      key: 'testvollmacht',
      title: 'Testvollmacht',
      version: 1,
      fields: 8,
      created: true,
    });

    const again = await call('PUT', url('testvollmacht'), { source: SMALL_FORM });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, created: false });
    // Line endings are no change.
    expect(
      (await call('PUT', url('testvollmacht'), { source: SMALL_FORM.replaceAll('\n', '\r\n') })).json(),
    ).toMatchObject({
      version: 1,
      created: false,
    });

    const second = await call('PUT', url('testvollmacht'), { source: SECOND });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ title: 'Testvollmacht 2027', version: 2, created: true });

    const list = (await call('GET', '/api/berater/formulare')).json().formulare;
    expect(list).toEqual([
      {
        key: 'testvollmacht',
        title: 'Testvollmacht 2027',
        version: 2,
        fields: 8,
        publishedAt: expect.any(String),
      },
    ]);
    const detail = (await call('GET', url('testvollmacht'))).json();
    expect(detail.source).toBe(SECOND);
    expect(detail.versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Testvollmacht 2027'],
      [1, 'Testvollmacht'],
    ]);
  });

  it('refuses a broken template with every error at its line, and stores nothing', async () => {
    const { call } = await setup();
    const response = await call('PUT', url('kaputt'), {
      source: '# Kaputt\n\n{{ Name | name | textfeld }}\n\n<div>x</div>\n',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.stringMatching(/^source=>Zeile 3: „textfeld“ ist kein Feldtyp/),
      'source=>Zeile 5: Die Vorlage enthält HTML. Bitte schreibe sie in Markdown.',
    ]);
    expect((await call('GET', url('kaputt'))).statusCode).toBe(404);
    expect((await call('GET', '/api/berater/formulare')).json().formulare).toEqual([]);
  });

  it('checks the key and the body', async () => {
    const { call } = await setup();
    const badKey = await call('PUT', url('Neu-1'), { source: SMALL_FORM });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors).toEqual([
      expect.stringMatching(/^key=>„Neu-1“ ist kein gültiger Formularschlüssel/),
    ]);
    expect((await call('GET', url('Neu-1'))).statusCode).toBe(404);
    expect((await call('PUT', url('a'.repeat(64)), { source: SMALL_FORM })).statusCode).toBe(201);
    expect((await call('PUT', url('a'.repeat(65)), { source: SMALL_FORM })).statusCode).toBe(422);

    for (const [body, entry] of [
      [{}, 'source=>Bitte geben Sie die Vorlage ein.'],
      [{ source: '   ' }, 'source=>Bitte geben Sie die Vorlage ein.'],
      [{ source: 7 }, 'source=>Bitte geben Sie die Vorlage ein.'],
      [{ source: SMALL_FORM, version: 3 }, 'version=>'],
    ] as const) {
      const response = await call('PUT', url('pruefung'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.join('\n')).toContain(entry);
    }
  });

  it(`takes a template of ${MAX_TEMPLATE_LENGTH} characters, not one more`, async () => {
    const { call } = await setup();
    const base = '# Lang\n\n{{ Unterschrift | unterschrift | sign | pflicht }}\n\n';
    const atMax = base + 'x'.repeat(MAX_TEMPLATE_LENGTH - base.length);
    expect(atMax).toHaveLength(MAX_TEMPLATE_LENGTH);
    const ok = await call('PUT', url('lang'), { source: atMax });
    expect(ok.statusCode, ok.body).toBe(201);
    const over = await call('PUT', url('lang'), { source: `${atMax}x` });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual([
      `source=>Die Vorlage ist länger als ${MAX_TEMPLATE_LENGTH} Zeichen.`,
    ]);
    expect((await call('GET', url('lang'))).json().version).toBe(1);
  });

  it('keeps agencies apart: another agency neither sees nor reads a template, and counts its own versions', async () => {
    const { call, otherCall } = await setup();
    await call('PUT', url('testvollmacht'), { source: SMALL_FORM });
    await call('PUT', url('testvollmacht'), { source: SECOND });
    expect((await otherCall('GET', '/api/berater/formulare')).json().formulare).toEqual([]);
    expect((await otherCall('GET', url('testvollmacht'))).statusCode).toBe(404);
    const own = await otherCall('PUT', url('testvollmacht'), { source: SECOND });
    expect(own.json()).toMatchObject({ version: 1, created: true });
    expect((await call('GET', url('testvollmacht'))).json().version).toBe(2);
  });

  it('a published form switched on for a customer reaches the customer in its newest version', async () => {
    const { call, customer, customerCall } = await setup();
    await call('PUT', url('testvollmacht'), { source: SMALL_FORM });
    const on = await call('PUT', `/api/berater/kunden/${customer.user.id}/einstellungen`, {
      beraterdokumente: { testvollmacht: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().settings.config.beraterdokumente).toEqual({ testvollmacht: true });
    await t.app.syncChanges();
    expect((await customerCall('GET', '/api/forms')).json().forms).toEqual([
      { key: 'testvollmacht', title: 'Testvollmacht', version: 1, signed_at: null },
    ]);
    await call('PUT', url('testvollmacht'), { source: SECOND });
    await t.app.syncChanges();
    expect((await customerCall('GET', '/api/forms/testvollmacht')).json().form).toMatchObject({
      title: 'Testvollmacht 2027',
      version: 2,
    });

    const log = (await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`)).json().entries;
    expect(log[0]).toMatchObject({
      action: 'settings_changed',
      changes: [{ key: 'beraterdokumente.testvollmacht', before: false, after: true }],
    });
  });
});

describe('form switches in the customer settings', () => {
  const settings = (id: number) => `/api/berater/kunden/${id}/einstellungen`;

  it("switches on only the agency's own forms; switching off needs no template", async () => {
    const { call, otherCall, customer } = await setup();
    await otherCall('PUT', url('fremd'), { source: SMALL_FORM });
    const foreign = await call('PUT', settings(customer.user.id), { beraterdokumente: { fremd: true } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([
      'beraterdokumente.fremd=>Das Formular „fremd“ gibt es in Ihrer Agentur nicht.',
    ]);
    // A form the adviser's system switched on without a template here can be switched off.
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ config: { beraterdokumente: { altformular: true } } })
      .where(eq(users.id, customer.user.id));
    const off = await call('PUT', settings(customer.user.id), { beraterdokumente: { altformular: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings.config.beraterdokumente).toEqual({ altformular: false });

    for (const body of [
      { beraterdokumente: { 'Kein-Schlüssel': true } },
      { beraterdokumente: { testvollmacht: 'ja' } },
      { beraterdokumente: [] },
    ]) {
      expect((await call('PUT', settings(customer.user.id), body)).statusCode, JSON.stringify(body)).toBe(
        422,
      );
    }
  });

  it(`takes ${MAX_FORM_SWITCHES} switches at once, not one more`, async () => {
    const { call, customer } = await setup();
    const switches = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`form_${index}`, false]));
    expect(
      (await call('PUT', settings(customer.user.id), { beraterdokumente: switches(MAX_FORM_SWITCHES) }))
        .statusCode,
    ).toBe(200);
    const over = await call('PUT', settings(customer.user.id), {
      beraterdokumente: switches(MAX_FORM_SWITCHES + 1),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.join('\n')).toContain(`höchstens ${MAX_FORM_SWITCHES} Formulare`);
  });
});
