import { describe, expect, it } from 'vitest';
import { isFeatureOn } from './feature-flags';

describe('feature flags in local storage', () => {
  it('are on by default', () => {
    expect(isFeatureOn('greeting')).toBe(true);
    expect(isFeatureOn('contract_duplicate_check')).toBe(true);
  });

  it('are read from kundenportal.feature_flags when asked', () => {
    localStorage.setItem('kundenportal.feature_flags', '{"contract_duplicate_check":false}');
    expect(isFeatureOn('contract_duplicate_check')).toBe(false);
    expect(isFeatureOn('greeting')).toBe(true);
    localStorage.setItem('kundenportal.feature_flags', 'kaputt');
    expect(isFeatureOn('contract_duplicate_check')).toBe(true);
  });
});
