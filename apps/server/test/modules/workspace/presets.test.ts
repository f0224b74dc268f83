import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { workspacePresetTexts as texts } from '@kundenportal/domain/texts/workspace-presets';
import {
  builtInPresets,
  MAX_PRESETS_PER_AGENCY,
  PRESET_NAME_MAX_LENGTH,
  type Preset,
} from '@kundenportal/domain/workspace/presets';
import { describe, expect, it } from 'vitest';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();
const [standard, light] = builtInPresets;

async function setup() {
  const adviser = await createTestAdviser({ firstName: 'Sonja', lastName: 'Keller' });
  const colleague = await createTestAdviser({ agencyId: adviser.agencyId });
  const stranger = await createTestAdviser();
  const customer = await createTestCustomer({
    withAgent: false,
    agentId: adviser.agencyId,
    config: { change_passwort: true, change_email: true, beraterdokumente: { vollmacht: true } },
  });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const colleagueCall = jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  return { customer, call, colleagueCall, strangerCall, customerCall };
}

type Caller = Awaited<ReturnType<typeof setup>>['call'];
const presetsOf = async (call: Caller): Promise<Preset[]> =>
  (await call('GET', '/api/berater/vorlagen')).json().vorlagen;
const familien = {
  name: 'Familien',
  values: { ...standard.values, config: { ...standard.values.config, bedarfscheck: true } },
};

describe('GET /api/berater/vorlagen', () => {
  it('starts every agency with Standard (its default) and Light, once, also when asked at once', async () => {
    const { call } = await setup();
    const answers = await Promise.all([1, 2, 3].map(() => call('GET', '/api/berater/vorlagen')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const presets = await presetsOf(call);
    expect(presets.map(({ name, isDefault, values }) => ({ name, isDefault, values }))).toEqual([
      { name: standard.name, isDefault: true, values: standard.values },
      { name: light.name, isDefault: false, values: light.values },
    ]);
  });
});

describe('changing the presets', () => {
  it('adds, changes, makes default and removes a preset, each in the agency log', async () => {
    const { call, colleagueCall } = await setup();
    const created = await call('POST', '/api/berater/vorlagen', familien);
    expect(created.statusCode, created.body).toBe(201);
    const preset: Preset = created.json().vorlage;
    expect(preset).toMatchObject({ name: 'Familien', isDefault: false, values: familien.values });

    const renamed = await colleagueCall('PUT', `/api/berater/vorlagen/${preset.id}`, {
      name: 'Familie',
      values: { ...familien.values, features: { referrals: true } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().vorlage).toMatchObject({
      name: 'Familie',
      values: { features: { referrals: true } },
    });

    const made = await call('POST', `/api/berater/vorlagen/${preset.id}/standard`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().vorlagen.map((p: Preset) => [p.name, p.isDefault])).toEqual([
      ['Familie', true],
      [standard.name, false],
      [light.name, false],
    ]);

    const refused = await call('DELETE', `/api/berater/vorlagen/${preset.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([`id=>${texts.defaultNotRemovable}`]);
    const lightId = (await presetsOf(call)).find((p) => p.name === light.name)?.id;
    const removed = await call('DELETE', `/api/berater/vorlagen/${lightId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().vorlagen.map((p: Preset) => p.name)).toEqual(['Familie', standard.name]);

    const log = (await call('GET', '/api/berater/agentur/protokoll')).json().entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'preset_removed',
      'preset_default',
      'preset_changed',
      'preset_created',
    ]);
    expect(log[2].changes).toEqual([
      { key: 'preset', before: 'Familien', after: 'Familie' },
      { key: 'features.referrals', before: false, after: true },
    ]);
  });

  it('takes MAX_PRESETS_PER_AGENCY presets and refuses one more', async () => {
    const { call } = await setup();
    for (let n = 3; n <= MAX_PRESETS_PER_AGENCY; n++) {
      const response = await call('POST', '/api/berater/vorlagen', { ...familien, name: `Vorlage ${n}` });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await presetsOf(call)).toHaveLength(MAX_PRESETS_PER_AGENCY);
    const over = await call('POST', '/api/berater/vorlagen', { ...familien, name: 'Eine zu viel' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual([`name=>${texts.tooMany(MAX_PRESETS_PER_AGENCY)}`]);
  });

  it('answers 422 with field messages for a taken or too long name, a missing or unknown switch', async () => {
    const { call } = await setup();
    const cases: [unknown, string[]][] = [
      [{ ...familien, name: ' standard ' }, [`name=>${texts.nameTaken}`]],
      [
        { ...familien, name: 'x'.repeat(PRESET_NAME_MAX_LENGTH + 1) },
        [`name=>${texts.nameTooLong(PRESET_NAME_MAX_LENGTH)}`],
      ],
      [{ ...familien, name: '' }, [`name=>${texts.required}`]],
      [
        { ...familien, values: { ...familien.values, config: { ...familien.values.config, fliegen: true } } },
        [`values.config.fliegen=>${unknownFieldTexts.unknown}`],
      ],
      [
        { ...familien, values: { ...familien.values, features: {} } },
        [`values.features.referrals=>${texts.valueRequired}`],
      ],
      [
        { ...familien, values: { ...familien.values, beraterdokumente: { gibtesnicht: true } } },
        ['values.beraterdokumente.gibtesnicht=>Das Formular „gibtesnicht“ gibt es in Ihrer Agentur nicht.'],
      ],
      [{ ...familien, standard: true }, [`standard=>${unknownFieldTexts.unknown}`]],
      [null, [`name=>${texts.required}`, `values=>${texts.valueRequired}`]],
    ];
    for (const [body, errors] of cases) {
      const response = await call('POST', '/api/berater/vorlagen', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    const renamedToTaken = await call('PUT', `/api/berater/vorlagen/${(await presetsOf(call))[1]?.id}`, {
      ...familien,
      name: 'STANDARD',
    });
    expect(renamedToTaken.json().errors).toEqual([`name=>${texts.nameTaken}`]);
    expect(await presetsOf(call)).toHaveLength(2);
  });
});

describe('agency isolation', () => {
  it("shows an adviser only the own agency's presets; another agency's cannot be changed or applied", async () => {
    const { call, strangerCall, customer } = await setup();
    const own = await presetsOf(call);
    const theirs = await presetsOf(strangerCall);
    expect(theirs.some((preset) => own.some((mine) => mine.id === preset.id))).toBe(false);
    const target = own[1]?.id;
    for (const [method, url, body] of [
      ['PUT', `/api/berater/vorlagen/${target}`, familien],
      ['POST', `/api/berater/vorlagen/${target}/standard`, undefined],
      ['DELETE', `/api/berater/vorlagen/${target}`, undefined],
    ] as const) {
      const response = await strangerCall(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toBe('could_not_find_preset');
    }
    expect(await presetsOf(call)).toEqual(own);

    const foreignCustomer = await strangerCall('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, {
      presetId: theirs[0]?.id,
    });
    expect(foreignCustomer.statusCode).toBe(404);
    const foreignPreset = await call('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, {
      presetId: theirs[0]?.id,
    });
    expect(foreignPreset.statusCode).toBe(422);
    expect(foreignPreset.json().errors).toEqual([`presetId=>${texts.unknownPreset}`]);
  });

  it("refuses a customer's token", async () => {
    const { customerCall } = await setup();
    expect((await customerCall('GET', '/api/berater/vorlagen')).statusCode).toBe(403);
  });
});

describe('POST /api/berater/kunden/{id}/vorlage', () => {
  it("makes the customer's switches the preset's in one logged change; the switches stay editable", async () => {
    const { customer, call, customerCall } = await setup();
    const lightId = (await presetsOf(call)).find((p) => p.name === light.name)?.id;
    const response = await call('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, {
      presetId: lightId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings.config).toMatchObject({
      ...light.values.config,
      beraterdokumente: { vollmacht: false },
    });
    await t.app.syncChanges();
    const me = (await customerCall('GET', '/api/users/me')).json().user;
    expect(me.config).toMatchObject(light.values.config);

    const log = (await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`)).json().entries;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'preset_applied', adviserName: 'Sonja Keller' });
    expect(log[0].changes[0]).toEqual({ key: 'preset', before: null, after: light.name });
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { key: 'config.dokumente_list', before: false, after: true },
        { key: 'beraterdokumente.vollmacht', before: true, after: false },
      ]),
    );

    const again = await call('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, {
      presetId: lightId,
    });
    expect(again.statusCode).toBe(200);
    const single = await call('PUT', `/api/berater/kunden/${customer.user.id}/einstellungen`, {
      config: { schaden: true },
    });
    expect(single.json().settings.config.schaden).toBe(true);
    const after = (await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`)).json().entries;
    expect(after.map((entry: { action: string }) => entry.action)).toEqual([
      'settings_changed',
      'preset_applied',
    ]);
  });

  it('changes no customer when the preset changes later (applied, not linked)', async () => {
    const { customer, call } = await setup();
    const lightPreset = (await presetsOf(call)).find((p) => p.name === light.name) as Preset;
    await call('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, { presetId: lightPreset.id });
    await call('PUT', `/api/berater/vorlagen/${lightPreset.id}`, {
      name: light.name,
      values: { ...light.values, config: { ...light.values.config, schaden: true } },
    });
    const household = (await call('GET', `/api/berater/kunden/${customer.user.id}`)).json();
    expect(household.kunde.config.schaden).toBe(false);
  });

  it('answers 422 for a missing, malformed or unknown preset, and 404 first for an unknown customer', async () => {
    const { customer, call } = await setup();
    for (const body of [{}, { presetId: 'eins' }, { presetId: 2 ** 40 }, { presetId: 1, x: 1 }]) {
      const response = await call('POST', `/api/berater/kunden/${customer.user.id}/vorlage`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call('POST', '/api/berater/kunden/999999999/vorlage', {})).statusCode).toBe(404);
  });
});
