import { randomUUID } from 'node:crypto';
import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { workspacePresetTexts as texts } from '@kundenportal/domain/texts/workspace-presets';
import { builtInPresets, type Preset } from '@kundenportal/domain/workspace/presets';
import { describe, expect, it } from 'vitest';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

/** An invitation gives the new customer a preset's switches (issue 27, item 27; ADR 041). */
const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });
const [standard, light] = builtInPresets;

async function setup() {
  const adviser = await createTestAdviser();
  const stranger = await createTestAdviser();
  const advise = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  const presets: Preset[] = (await advise('GET', '/api/berater/vorlagen')).json().vorlagen;
  const foreign: Preset[] = (await strangerCall('GET', '/api/berater/vorlagen')).json().vorlagen;
  return { advise, presets, foreign };
}

const invitation = (extra: object = {}) => ({
  email: `vorlage-${randomUUID()}@example.com`,
  firstName: 'Vera',
  lastName: 'Vorlage',
  ...extra,
});

type Caller = Awaited<ReturnType<typeof setup>>['advise'];
async function switchesOf(advise: Caller, customerId: number) {
  const { kunde } = (await advise('GET', `/api/berater/kunden/${customerId}`)).json();
  return { config: resolveConfig(kunde.config), features: kunde.features };
}

describe('POST /api/berater/einladungen with a preset', () => {
  it("gives the new customer the agency's default preset when none is named", async () => {
    const { advise } = await setup();
    const response = await advise('POST', '/api/berater/einladungen', invitation());
    expect(response.statusCode, response.body).toBe(201);
    const switches = await switchesOf(advise, response.json().einladung.customerId);
    expect(switches.config).toMatchObject(standard.values.config);
    expect(switches.features).toEqual(standard.values.features);
  });

  it('gives the new customer the named preset, and the default follows the agency’s choice', async () => {
    const { advise, presets } = await setup();
    const lightId = presets.find((preset) => preset.name === light.name)?.id;
    const named = await advise('POST', '/api/berater/einladungen', invitation({ presetId: lightId }));
    expect(named.statusCode, named.body).toBe(201);
    expect((await switchesOf(advise, named.json().einladung.customerId)).config).toMatchObject(
      light.values.config,
    );

    const familien = await advise('POST', '/api/berater/vorlagen', {
      name: 'Familien',
      values: { ...light.values, features: { referrals: true } },
    });
    await advise('POST', `/api/berater/vorlagen/${familien.json().vorlage.id}/standard`);
    const byDefault = await advise('POST', '/api/berater/einladungen', invitation());
    const switches = await switchesOf(advise, byDefault.json().einladung.customerId);
    expect(switches.config).toMatchObject(light.values.config);
    expect(switches.features).toEqual({ referrals: true });
  });

  it("refuses another agency's or an unknown preset with 422 and creates nothing", async () => {
    const { advise, foreign } = await setup();
    for (const presetId of [foreign[0]?.id, 2_000_000_000, 'Light', 0]) {
      const response = await advise('POST', '/api/berater/einladungen', invitation({ presetId }));
      expect(response.statusCode, String(presetId)).toBe(422);
      expect(response.json().errors).toEqual([`presetId=>${texts.unknownPreset}`]);
    }
    expect((await advise('GET', '/api/berater/einladungen')).json().einladungen).toEqual([]);
  });

  it('answers an address with an account elsewhere exactly as a new one, preset check included', async () => {
    const { advise, presets, foreign } = await setup();
    const elsewhere = await createTestCustomer();
    const lightId = presets.find((preset) => preset.name === light.name)?.id;
    for (const email of [elsewhere.email, `neu-${randomUUID()}@example.com`]) {
      const refused = await advise('POST', '/api/berater/einladungen', {
        ...invitation({ presetId: foreign[0]?.id }),
        email,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([`presetId=>${texts.unknownPreset}`]);
      const taken = await advise('POST', '/api/berater/einladungen', {
        ...invitation({ presetId: lightId }),
        email,
      });
      expect(taken.statusCode, taken.body).toBe(201);
      // Both are pending accounts of the agency (ADR 042), and both start with the preset's switches.
      expect((await switchesOf(advise, taken.json().einladung.customerId)).config).toMatchObject(
        light.values.config,
      );
      expect(Object.keys(taken.json().einladung).sort()).toEqual([
        'customerId',
        'email',
        'expired',
        'expiresAt',
        'firstName',
        'invitedAt',
        'lastName',
      ]);
    }
  });
});
