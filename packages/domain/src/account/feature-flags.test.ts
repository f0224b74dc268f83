import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS_STORAGE_KEY, featureFlagDefaults, resolveFeatureFlags } from './feature-flags';

describe('feature flags (spec section 6)', () => {
  it('has greeting and the contract duplicate check, both on by default', () => {
    expect(featureFlagDefaults).toEqual({ greeting: true, contract_duplicate_check: true });
    expect(FEATURE_FLAGS_STORAGE_KEY).toBe('feature_flags');
  });

  it('keeps the defaults without a stored entry or with an unreadable one', () => {
    for (const stored of [null, undefined, '', '{', 'null', '[]', '"off"', '42'])
      expect(resolveFeatureFlags(stored), String(stored)).toEqual(featureFlagDefaults);
  });

  it('takes stored overrides flag by flag', () => {
    expect(resolveFeatureFlags('{"contract_duplicate_check":false}')).toEqual({
      greeting: true,
      contract_duplicate_check: false,
    });
    expect(resolveFeatureFlags('{"greeting":"0","contract_duplicate_check":0}')).toEqual({
      greeting: false,
      contract_duplicate_check: false,
    });
    expect(resolveFeatureFlags('{"greeting":"off","contract_duplicate_check":"true"}')).toEqual({
      greeting: false,
      contract_duplicate_check: true,
    });
  });

  it('ignores unknown flags and values that are no switch', () => {
    expect(
      resolveFeatureFlags('{"unknown":false,"greeting":"vielleicht","contract_duplicate_check":null}'),
    ).toEqual(featureFlagDefaults);
  });
});
