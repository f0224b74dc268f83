import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../account/config-flags';
import { contractRights } from './contract-rights';

describe('contract rights', () => {
  it('grants nothing by default (all contract flags default false)', () => {
    expect(contractRights({ config: resolveConfig({}) })).toEqual({
      list: false,
      view: false,
      add: false,
      edit: false,
      pdf: false,
      optimize: false,
      info: false,
    });
  });

  it('offers optimising and the info on an open contract only', () => {
    expect(
      contractRights({ config: resolveConfig({ vertrag_optimieren: true, vertrag_info: true }) }),
    ).toMatchObject({
      optimize: false,
      info: false,
    });
    expect(
      contractRights({
        config: resolveConfig({ vertrag_optimieren: true, vertrag_info: true, vertrag_details: true }),
      }),
    ).toMatchObject({ optimize: true, info: true });
  });

  it('follows each flag', () => {
    expect(contractRights({ config: resolveConfig({ vertrag_list: true }) })).toMatchObject({
      list: true,
      view: false,
    });
    expect(contractRights({ config: resolveConfig({ vertrag_details: true }) })).toMatchObject({
      view: true,
      edit: false,
    });
    expect(contractRights({ config: resolveConfig({ vertrag_edit: true }) })).toMatchObject({
      view: true,
      edit: true,
    });
    expect(contractRights({ config: resolveConfig({ vertrag_add: true }) })).toMatchObject({
      add: true,
      list: false,
    });
    expect(contractRights({ config: resolveConfig({ vertragsspiegel_pdf: true }) }).pdf).toBe(false);
    expect(
      contractRights({ config: resolveConfig({ vertragsspiegel_pdf: true, vertrag_list: true }) }).pdf,
    ).toBe(true);
  });
});
