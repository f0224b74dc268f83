import { describe, expect, it } from 'vitest';
import { configFlagDefaults, featureDefaults, resolveConfig, resolveFeatures } from './config-flags';

/** The flags of spec section 6 (plus bestandsuebertragung of section 3). */
const specFlags = [
  'berater_einladen',
  'person_edit',
  'dokumente_list',
  'dokumente_eigene',
  'vertrag_add',
  'vertrag_list',
  'vertrag_optimieren',
  'vertrag_edit',
  'vertrag_details',
  'vertrag_info',
  'vertrag_bereitstellen',
  'vergleichsrechner',
  'bedarfscheck',
  'liquiditaet',
  'schaden',
  'wecker',
  'nachrichten',
  'nutzungsbedinungen',
  'datenschutz',
  'change_passwort',
  'change_email',
  'vertragsspiegel_pdf',
  'show_freigaben',
  'bestandsuebertragung',
];

describe('configFlagDefaults', () => {
  it('has every flag of the spec, spelled verbatim', () => {
    expect(Object.keys(configFlagDefaults).sort()).toEqual([...specFlags].sort());
  });

  it('is false everywhere except show_freigaben', () => {
    for (const [flag, value] of Object.entries(configFlagDefaults)) {
      expect(value, flag).toBe(flag === 'show_freigaben');
    }
  });
});

describe('resolveConfig', () => {
  it.each([null, undefined, {}])('gives the defaults and no adviser documents for %j', (stored) => {
    expect(resolveConfig(stored)).toEqual({ ...configFlagDefaults, beraterdokumente: {} });
  });

  it('all false except show_freigaben true by default', () => {
    const config = resolveConfig({});
    expect(config.show_freigaben).toBe(true);
    expect(config.nachrichten).toBe(false);
    expect(config.change_passwort).toBe(false);
    expect(config.bestandsuebertragung).toBe(false);
  });

  it('applies stored overrides, also turning show_freigaben off', () => {
    const config = resolveConfig({ nachrichten: true, change_email: true, show_freigaben: false });
    expect(config.nachrichten).toBe(true);
    expect(config.change_email).toBe(true);
    expect(config.show_freigaben).toBe(false);
    expect(config.change_passwort).toBe(false);
  });

  it('accepts only literal true as on', () => {
    const config = resolveConfig({ nachrichten: 'true', wecker: 1, schaden: 'yes', datenschutz: true });
    expect(config.nachrichten).toBe(false);
    expect(config.wecker).toBe(false);
    expect(config.schaden).toBe(false);
    expect(config.datenschutz).toBe(true);
  });

  it('a non-true stored value turns a default-true flag off', () => {
    expect(resolveConfig({ show_freigaben: null }).show_freigaben).toBe(false);
  });

  it('passes mvp_* keys through as booleans', () => {
    const config = resolveConfig({ mvp_kfz: true, mvp_hausrat: false, mvp_leben: 'x' });
    expect(config.mvp_kfz).toBe(true);
    expect(config.mvp_hausrat).toBe(false);
    expect(config.mvp_leben).toBe(false);
  });

  it('drops unknown keys', () => {
    const config = resolveConfig({ admin: true, MVP_x: true, nachrichtenx: true, mvp: true });
    expect(config).not.toHaveProperty('admin');
    expect(config).not.toHaveProperty('MVP_x');
    expect(config).not.toHaveProperty('nachrichtenx');
    expect(config).not.toHaveProperty('mvp');
    expect(Object.keys(config).sort()).toEqual([...specFlags, 'beraterdokumente'].sort());
  });

  it('does not let a __proto__ key pollute the result', () => {
    const config = resolveConfig(JSON.parse('{"__proto__": {"polluted": true}, "nachrichten": true}'));
    expect(config.nachrichten).toBe(true);
    expect((config as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('maps beraterdokumente to booleans', () => {
    const config = resolveConfig({
      beraterdokumente: { maklervollmacht: true, erstinformation: 'ja', x: false },
    });
    expect(config.beraterdokumente).toEqual({ maklervollmacht: true, erstinformation: false, x: false });
  });

  it('ignores a beraterdokumente value that is not an object', () => {
    expect(resolveConfig({ beraterdokumente: true }).beraterdokumente).toEqual({});
    expect(resolveConfig({ beraterdokumente: null }).beraterdokumente).toEqual({});
  });

  it('does not share state between calls or change the defaults', () => {
    const first = resolveConfig({ beraterdokumente: { a: true } });
    first.nachrichten = true;
    expect(resolveConfig({}).beraterdokumente).toEqual({});
    expect(resolveConfig({}).nachrichten).toBe(false);
    expect(configFlagDefaults.nachrichten).toBe(false);
  });
});

describe('resolveFeatures', () => {
  it.each([null, undefined, {}])('has referrals off by default for %j', (stored) => {
    expect(resolveFeatures(stored)).toEqual({ referrals: false });
    expect(featureDefaults).toEqual({ referrals: false });
  });

  it('turns referrals on only with literal true', () => {
    expect(resolveFeatures({ referrals: true }).referrals).toBe(true);
    expect(resolveFeatures({ referrals: 'true' }).referrals).toBe(false);
    expect(resolveFeatures({ referrals: 1 }).referrals).toBe(false);
  });

  it('keeps other features as booleans', () => {
    expect(resolveFeatures({ beta: true, alpha: 'x' })).toEqual({
      referrals: false,
      beta: true,
      alpha: false,
    });
  });
});
