import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../account/config-flags';
import type { AccountTyp } from '../account/user';
import { agent } from '../routing/route-rules.fixtures';
import { mayFillForm } from './form-availability';

const config = resolveConfig({ beraterdokumente: { maklervollmacht: true, erstinformation: false } });

function account(
  account_typ: AccountTyp = 'makler',
  overrides: Partial<Parameters<typeof mayFillForm>[0]> = {},
) {
  return { account_typ, agent, config, ...overrides };
}

describe('mayFillForm', () => {
  it('lets a makler account with an adviser fill a form the adviser switched on', () => {
    expect(mayFillForm(account(), 'maklervollmacht')).toBe(true);
  });

  it('refuses a form the adviser switched off or never named', () => {
    expect(mayFillForm(account(), 'erstinformation')).toBe(false);
    expect(mayFillForm(account(), 'einwilligungserklaerung')).toBe(false);
    expect(mayFillForm(account(), '')).toBe(false);
  });

  it('refuses a makler_light account, even for a form that is on', () => {
    expect(mayFillForm(account('makler_light'), 'maklervollmacht')).toBe(false);
  });

  it('refuses an account without an adviser', () => {
    expect(mayFillForm(account('makler', { agent: null }), 'maklervollmacht')).toBe(false);
  });

  it('does not take inherited keys for forms', () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(mayFillForm(account(), key)).toBe(false);
  });

  it('takes only the flag true, not other truthy values', () => {
    const loose = { ...config, beraterdokumente: { vollmacht: 1 as unknown as boolean } };
    expect(mayFillForm(account('makler', { config: loose }), 'vollmacht')).toBe(false);
  });
});
