import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import {
  agencyTransferAnswerSchema,
  insurerSettingsListSchema,
  insurerSettingsParamsSchema,
  letterSendSchema,
  NO_INSURER_SETTINGS,
} from './letter-api';
import { testAgencyTransfer } from './transfer-examples';

function entries(body: unknown) {
  const result = letterSendSchema.safeParse(body);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('POST …/{id}/anschreiben’s body', () => {
  it('takes an insurer (trimmed) and the way', () => {
    expect(entries({ versicherer: ' HUK-COBURG ', weg: 'email' })).toEqual({
      versicherer: 'HUK-COBURG',
      weg: 'email',
    });
    expect(entries({ versicherer: 'AXA', weg: 'post' })).toEqual({ versicherer: 'AXA', weg: 'post' });
  });

  it('refuses a blank insurer, another way and unknown keys with German entries', () => {
    expect(entries({ versicherer: ' ', weg: 'post' })).toEqual([
      'versicherer=>Bitte geben Sie einen Versicherer dieser Übertragung an.',
    ]);
    expect(entries({ versicherer: 'AXA', weg: 'fax' })).toEqual([
      'weg=>Bitte wählen Sie, ob das Anschreiben per E-Mail oder per Post geht.',
    ]);
    expect(entries({ versicherer: 'AXA', weg: 'post', datum: '2026-01-01' })).toHaveLength(1);
    expect(entries({ versicherer: 'x'.repeat(256), weg: 'post' })).toEqual([
      'versicherer=>Bitte geben Sie höchstens 255 Zeichen ein.',
    ]);
  });

  it('answers any generated body with the body or entries, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = letterSendSchema.safeParse(body);
        expect(result.success || issueEntries(result.error.issues).length > 0).toBe(true);
      }),
    );
  });
});

describe('the answers', () => {
  it('describe the board’s transfer and the settings list', () => {
    expect(agencyTransferAnswerSchema.parse({ transfer: testAgencyTransfer() })).toEqual({
      transfer: testAgencyTransfer(),
    });
    const item = {
      versicherer: 'Kleine Kasse',
      entry: null,
      settings: NO_INSURER_SETTINGS,
      inTransfers: true,
    };
    expect(insurerSettingsListSchema.parse({ insurers: [item] })).toEqual({ insurers: [item] });
  });

  it('name the insurer in the path, trimmed and bounded', () => {
    expect(insurerSettingsParamsSchema.parse({ versicherer: ' AXA ' })).toEqual({ versicherer: 'AXA' });
    expect(insurerSettingsParamsSchema.safeParse({ versicherer: '  ' }).success).toBe(false);
  });
});
