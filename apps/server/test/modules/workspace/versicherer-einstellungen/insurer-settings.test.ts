import { agencyInsurerSettingsSchema } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import { NO_INSURER_SETTINGS } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../../helpers/fuzz-runs';
import { hasProtoKey } from '../../../helpers/proto-key';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';
import { seedTransfer } from '../bestandsuebertragungen/transfers.fixtures';

const t = useTestApp();
const LIST = '/api/berater/versicherer-einstellungen';
const one = (name: string) => `${LIST}/${encodeURIComponent(name)}`;

async function adviserCall(agencyId?: number) {
  const adviser = await createTestAdviser(agencyId ? { agencyId } : {});
  return {
    adviser,
    call: jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password)),
  };
}

type Item = { versicherer: string; entry: unknown; settings: Record<string, string>; inTransfers: boolean };
const itemsOf = async (call: ReturnType<typeof jsonCaller>) => {
  const response = await call('GET', LIST);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insurers: Item[] }>().insurers;
};

const own = {
  vermittlernummer: ' 12/345-6 ',
  strasse: 'Postfach 10 20 30',
  plz: '96440',
  ort: 'Coburg',
  email: 'makler@huk.example',
};

describe('the agency’s settings per insurer', () => {
  it('lists the address table’s insurers with their entry and no settings yet', async () => {
    const { call } = await adviserCall();
    const items = await itemsOf(call);
    const huk = items.find((item) => item.versicherer === 'HUK-COBURG');
    expect(huk).toEqual({
      versicherer: 'HUK-COBURG',
      entry: {
        strasse: 'Bahnhofsplatz',
        plz: '96444',
        ort: 'Coburg',
        email: null,
        quelle: 'https://www.huk.de/impressum.html',
      },
      settings: NO_INSURER_SETTINGS,
      inTransfers: false,
    });
    const names = items.map((item) => item.versicherer);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('stores them per agency (trimmed), any adviser of it sees them, another agency does not', async () => {
    const { adviser, call } = await adviserCall();
    const colleague = await adviserCall(adviser.agencyId);
    const stranger = await adviserCall();
    const saved = await call('PUT', one('HUK-COBURG'), own);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().insurer).toMatchObject({
      versicherer: 'HUK-COBURG',
      settings: { ...own, vermittlernummer: '12/345-6' },
    });
    const seen = (await itemsOf(colleague.call)).find((item) => item.versicherer === 'HUK-COBURG');
    expect(seen?.settings.vermittlernummer).toBe('12/345-6');
    const foreign = (await itemsOf(stranger.call)).find((item) => item.versicherer === 'HUK-COBURG');
    expect(foreign?.settings).toEqual(NO_INSURER_SETTINGS);

    // An insurer outside the table that a transfer of the agency names: listed with its settings and no
    // entry; all '' removes it again.
    const max = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    await seedTransfer({
      userId: max.user.id,
      agencyId: adviser.agencyId,
      contracts: [{ contractId: 1, versicherer: 'Kleine Kasse am Ort VVaG', nummer: 'K-1' }],
    });
    await call('PUT', one('Kleine Kasse am Ort VVaG'), { ...NO_INSURER_SETTINGS, vermittlernummer: '7' });
    const small = (await itemsOf(call)).find((item) => item.versicherer === 'Kleine Kasse am Ort VVaG');
    expect(small).toMatchObject({ entry: null, settings: { vermittlernummer: '7' } });
    await call('PUT', one('Kleine Kasse am Ort VVaG'), NO_INSURER_SETTINGS);
    expect((await itemsOf(call)).find((item) => item.versicherer === 'Kleine Kasse am Ort VVaG')).toEqual({
      versicherer: 'Kleine Kasse am Ort VVaG',
      entry: null,
      settings: NO_INSURER_SETTINGS,
      inTransfers: true,
    });
  });

  it('refuses an insurer neither of the insurers list nor of the agency’s transfers (404), storing nothing', async () => {
    const { adviser, call } = await adviserCall();
    const stranger = await adviserCall();
    const max = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    await seedTransfer({
      userId: max.user.id,
      agencyId: adviser.agencyId,
      contracts: [{ contractId: 1, versicherer: 'Kleine Kasse am Ort VVaG', nummer: 'K-1' }],
    });
    const body = { ...NO_INSURER_SETTINGS, vermittlernummer: '7' };
    for (const [caller, name] of [
      [call, 'NichtDa AG'],
      // Another agency's transfer names it: not this agency's insurer.
      [stranger.call, 'Kleine Kasse am Ort VVaG'],
    ] as const) {
      const refused = await caller('PUT', one(name), body);
      expect([refused.statusCode, refused.json().error]).toEqual([404, 'could_not_find_insurer']);
      // Before the body's check (ADR 100).
      expect((await caller('PUT', one(name), { fax: '1' })).statusCode).toBe(404);
    }
    expect((await itemsOf(call)).map((item) => item.versicherer)).not.toContain('NichtDa AG');
    expect((await itemsOf(stranger.call)).map((item) => item.versicherer)).not.toContain(
      'Kleine Kasse am Ort VVaG',
    );
  });

  it('matches an insurer’s short or full name in any case, as the address table does, and the board’s letters read it so', async () => {
    const { adviser, call } = await adviserCall();
    const max = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    await seedTransfer({
      userId: max.user.id,
      agencyId: adviser.agencyId,
      contracts: [
        { contractId: 1, versicherer: 'huk-coburg', nummer: 'H-1' },
        { contractId: 2, versicherer: 'KLEINE KASSE AM ORT VVAG', nummer: 'K-1' },
      ],
    });
    const saved = await call('PUT', one(' Huk-Coburg '), own);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().insurer).toMatchObject({ versicherer: 'HUK-COBURG', inTransfers: true });
    const changed = await call('PUT', one('kleine kasse am ort vvag'), {
      ...own,
      email: 'kasse@example.com',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A second spelling changes the same row.
    const again = await call('PUT', one('HUK-COBURG'), { ...own, vermittlernummer: '99' });
    expect(again.statusCode, again.body).toBe(200);

    const items = await itemsOf(call);
    expect(items.filter((item) => /huk-coburg$/i.test(item.versicherer))).toEqual([
      expect.objectContaining({ versicherer: 'HUK-COBURG', inTransfers: true }),
    ]);
    expect(items.find((item) => item.versicherer === 'HUK-COBURG')?.settings.vermittlernummer).toBe('99');
    expect(items.filter((item) => /kleine kasse/i.test(item.versicherer))).toEqual([
      expect.objectContaining({ versicherer: 'KLEINE KASSE AM ORT VVAG', inTransfers: true }),
    ]);
    const board = await call('GET', '/api/berater/bestandsuebertragungen');
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().transfers[0].letters).toEqual([
      { versicherer: 'huk-coburg', email: 'makler@huk.example', addressKnown: true },
      { versicherer: 'KLEINE KASSE AM ORT VVAG', email: 'kasse@example.com', addressKnown: true },
    ]);
  });

  it('writes each change to the agency’s log, a save without change writes nothing', async () => {
    const { call } = await adviserCall();
    await call('PUT', one('AXA'), { ...NO_INSURER_SETTINGS, vermittlernummer: '4711' });
    await call('PUT', one('AXA'), { ...NO_INSURER_SETTINGS, vermittlernummer: '4711' });
    const log = (await call('GET', '/api/berater/agentur/protokoll')).json().entries as {
      action: string;
      changes: unknown[];
    }[];
    expect(log.filter((entry) => entry.action === 'transfer_insurer_changed')).toEqual([
      expect.objectContaining({
        changes: [{ key: 'AXA.vermittlernummer', before: '', after: '4711' }],
      }),
    ]);
  });

  it('refuses half an address, a bad e-mail, unknown keys (422), a customer (403) and no token (401)', async () => {
    const { call } = await adviserCall();
    const half = await call('PUT', one('AXA'), { ...NO_INSURER_SETTINGS, strasse: 'Colonia-Allee 10' });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual([
      'strasse=>Bitte geben Sie Straße, PLZ und Ort zusammen an oder lassen Sie alle drei leer.',
    ]);
    const extra = await call('PUT', one('AXA'), { ...NO_INSURER_SETTINGS, fax: '1' });
    expect(extra.statusCode).toBe(422);
    const long = await call('PUT', one('x'.repeat(256)), NO_INSURER_SETTINGS);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual(['versicherer=>Bitte geben Sie höchstens 255 Zeichen ein.']);
    const customer = await createTestCustomer();
    const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    expect((await customerCall('GET', LIST)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: LIST, headers: clientHeaders });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`answers ${FUZZ_RUNS} generated bodies without a 5xx, storing exactly the valid ones`, async () => {
    const { call } = await adviserCall();
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom<unknown>(null, 3, '', ' ', '96444', 'a@b.de', 'a\u0000b', 'x'.repeat(121)),
    );
    const valid = fc.record({
      vermittlernummer: fc.constantFrom('', '12/3', ' 9 '),
      strasse: fc.constantFrom('', 'Bahnhofsplatz'),
      plz: fc.constantFrom('', '96444', '9644'),
      ort: fc.constantFrom('', 'Coburg'),
      email: fc.constantFrom('', 'makler@huk.example', 'nein'),
    });
    const body = fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        weight: 2,
        arbitrary: fc
          .tuple(valid, fc.constantFrom('vermittlernummer', 'plz', 'email', 'extra', '__proto__'), text)
          .map(([base, key, value]) => ({ ...base, [key]: value })),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const name = fc.constantFrom('HUK-COBURG', 'AXA', 'Kleine Kasse', 'Ä/ö?#', ' ');
    await fc.assert(
      fc.asyncProperty(name, body, async (versicherer, sent) => {
        const response = await call('PUT', one(versicherer), sent);
        const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(sent)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (hasProtoKey(JSON.stringify(sent) ?? '')) return;
        const parsed = agencyInsurerSettingsSchema.safeParse(sent);
        // A well-formed name of no insurer of the list or the agency's transfers: 404 before the body.
        const named = versicherer.trim() !== '';
        const known = versicherer === 'HUK-COBURG' || versicherer === 'AXA';
        const expected = !named ? 422 : !known ? 404 : parsed.success ? 200 : 422;
        expect(response.statusCode, context).toBe(expected);
        if (response.statusCode === 200) expect(response.json().insurer.settings).toEqual(parsed.data);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 300_000);
});
