import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../account/config-flags';
import { issueEntries } from '../errors/unknown-fields';
import { unknownFieldTexts } from '../texts/errors';
import {
  builtInPresets,
  canAddPreset,
  isPresetNameTaken,
  MAX_PRESETS_PER_AGENCY,
  PRESET_NAME_MAX_LENGTH,
  presetChanges,
  presetInputSchema,
  presetValuesOf,
  switchesOn,
} from './presets';

const [standard, light] = builtInPresets;
const entriesOf = (body: unknown) => {
  const result = presetInputSchema.safeParse(body);
  return result.success ? [] : issueEntries(result.error.issues);
};

describe('preset limits', () => {
  it('lets an agency have at most MAX_PRESETS_PER_AGENCY presets', () => {
    expect(MAX_PRESETS_PER_AGENCY).toBe(10);
    expect(canAddPreset(MAX_PRESETS_PER_AGENCY - 1)).toBe(true);
    expect(canAddPreset(MAX_PRESETS_PER_AGENCY)).toBe(false);
    expect(canAddPreset(MAX_PRESETS_PER_AGENCY + 1)).toBe(false);
  });

  it('takes a name of up to PRESET_NAME_MAX_LENGTH characters, trimmed, and not an empty one', () => {
    const values = standard.values;
    expect(entriesOf({ name: 'x'.repeat(PRESET_NAME_MAX_LENGTH), values })).toEqual([]);
    expect(entriesOf({ name: ` ${'x'.repeat(PRESET_NAME_MAX_LENGTH)} `, values })).toEqual([]);
    expect(entriesOf({ name: 'x'.repeat(PRESET_NAME_MAX_LENGTH + 1), values })).toEqual([
      `name=>Bitte geben Sie höchstens ${PRESET_NAME_MAX_LENGTH} Zeichen ein.`,
    ]);
    expect(entriesOf({ name: '   ', values })).toEqual(['name=>Bitte geben Sie einen Namen ein.']);
  });

  it('wants every switch and refuses unknown ones', () => {
    const { schaden: _left, ...config } = standard.values.config;
    expect(entriesOf({ name: 'A', values: { ...standard.values, config } })).toEqual([
      'values.config.schaden=>Bitte geben Sie an oder aus an.',
    ]);
    expect(
      entriesOf({
        name: 'A',
        values: { ...standard.values, config: { ...config, schaden: true, fliegen: true } },
      }),
    ).toEqual([`values.config.fliegen=>${unknownFieldTexts.unknown}`]);
    expect(entriesOf({ name: 'A', values: standard.values, extra: 1 })).toEqual([
      `extra=>${unknownFieldTexts.unknown}`,
    ]);
  });
});

describe('isPresetNameTaken', () => {
  const presets = [
    { id: 1, name: 'Standard' },
    { id: 2, name: 'Familien' },
  ];
  it('compares names regardless of case and spaces, except the preset being edited', () => {
    expect(isPresetNameTaken(presets, ' standard ')).toBe(true);
    expect(isPresetNameTaken(presets, 'FAMILIEN')).toBe(true);
    expect(isPresetNameTaken(presets, 'Familien', 2)).toBe(false);
    expect(isPresetNameTaken(presets, 'Light')).toBe(false);
  });
});

describe('built-in presets', () => {
  it('Standard is the default and has far more switches on than Light', () => {
    expect(standard.isDefault).toBe(true);
    expect(light.isDefault).toBe(false);
    expect(switchesOn(standard.values)).toEqual({ on: 17, total: 25, forms: 0 });
    expect(switchesOn(light.values)).toEqual({ on: 8, total: 25, forms: 0 });
    // Forms are counted apart: the flags' total is the same for every preset.
    expect(switchesOn({ ...light.values, beraterdokumente: { vollmacht: true, protokoll: false } })).toEqual({
      on: 8,
      total: 25,
      forms: 1,
    });
    expect(standard.values.config.schaden).toBe(true);
    expect(light.values.config.schaden).toBe(false);
    expect(presetInputSchema.safeParse({ name: standard.name, values: standard.values }).success).toBe(true);
  });

  it('reads a stored preset completely: a flag it does not know is off', () => {
    const { schaden: _left, ...config } = standard.values.config;
    expect(presetValuesOf({ config, features: {}, beraterdokumente: { vollmacht: true } })).toEqual({
      config: { ...standard.values.config, schaden: false },
      features: { referrals: false },
      beraterdokumente: { vollmacht: true },
    });
  });
});

describe('presetChanges', () => {
  const current = (config: Record<string, unknown>) => ({
    config: resolveConfig(config),
    features: { referrals: false },
    accountTyp: 'makler',
  });

  it('lists what applying the preset changes, and nothing for a customer who has its values', () => {
    const changes = presetChanges(current({ change_passwort: true, change_email: true }), light.values);
    expect(changes).toEqual(
      expect.arrayContaining([
        { key: 'config.dokumente_list', before: false, after: true },
        { key: 'config.nachrichten', before: false, after: true },
      ]),
    );
    expect(changes.some((change) => change.key === 'config.change_passwort')).toBe(false);
    expect(presetChanges(current(light.values.config), light.values)).toEqual([]);
  });

  it('switches off a form the customer has on and the preset does not list', () => {
    const changes = presetChanges(
      current({ ...light.values.config, beraterdokumente: { vollmacht: true } }),
      light.values,
    );
    expect(changes).toEqual([{ key: 'beraterdokumente.vollmacht', before: true, after: false }]);
  });
});
