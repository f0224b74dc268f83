import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../account/config-flags';
import { mayUseTransfers } from './transfer-access';

const user = (overrides: Partial<Parameters<typeof mayUseTransfers>[0]> = {}) => ({
  account_typ: 'makler',
  agent: { id: 1 },
  config: resolveConfig({ bestandsuebertragung: true }),
  ...overrides,
});

describe('mayUseTransfers', () => {
  it('needs the flag, an adviser and no makler_light account', () => {
    expect(mayUseTransfers(user())).toBe(true);
    expect(mayUseTransfers(user({ config: resolveConfig({}) }))).toBe(false);
    expect(mayUseTransfers(user({ account_typ: 'makler_light' }))).toBe(false);
    expect(mayUseTransfers(user({ agent: null }))).toBe(false);
  });
});
