import { describe, expect, it } from 'vitest';
import { documentRights } from './document-rights';

const config = { dokumente_list: true, dokumente_eigene: true, show_freigaben: true };

describe('documentRights', () => {
  it('gives a full account every right', () => {
    expect(documentRights({ account_typ: 'makler', config })).toEqual({
      list: true,
      approvals: true,
      own: true,
    });
  });

  it('gives makler_light no upload right, whatever the flags say', () => {
    expect(documentRights({ account_typ: 'makler_light', config }).own).toBe(false);
    expect(documentRights({ account_typ: 'makler_light', config }).list).toBe(true);
  });

  it('needs dokumente_eigene for own files and dokumente_list for any', () => {
    expect(
      documentRights({ account_typ: 'makler', config: { ...config, dokumente_eigene: false } }).own,
    ).toBe(false);
    expect(documentRights({ account_typ: 'makler', config: { ...config, dokumente_list: false } })).toEqual({
      list: false,
      approvals: true,
      own: false,
    });
  });

  it('opens the approvals with show_freigaben only', () => {
    expect(
      documentRights({ account_typ: 'makler', config: { ...config, show_freigaben: false } }).approvals,
    ).toBe(false);
  });
});
