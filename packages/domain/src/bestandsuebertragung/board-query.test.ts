import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import { unknownFieldTexts } from '../texts/errors';
import { agencyTransfersQuerySchema } from './board-query';

const query = (value: unknown) => {
  const result = agencyTransfersQuerySchema.safeParse(value);
  return result.success ? result.data : issueEntries(result.error.issues);
};

describe('GET /api/berater/bestandsuebertragungen’s query', () => {
  it('takes an insurer (blank: all) and a customer id', () => {
    expect(query({})).toEqual({});
    expect(query({ versicherer: ' HUK-COBURG ', kunde: '42' })).toEqual({
      versicherer: 'HUK-COBURG',
      kunde: 42,
    });
    expect(query({ versicherer: '  ' })).toEqual({ versicherer: undefined });
  });

  it('refuses a value twice, an id that is no id, a too long or unstorable name and any other key', () => {
    expect(query({ versicherer: ['a', 'b'] })).toEqual(['versicherer=>Der Wert ist ungültig.']);
    for (const kunde of ['0', '-1', '1.5', 'x', '2147483648', '01', ''])
      expect(query({ kunde })).toEqual(['kunde=>Der Wert ist ungültig.']);
    expect(query({ versicherer: 'x'.repeat(256) })).toEqual([expect.stringMatching(/^versicherer=>.*255/)]);
    expect(query({ versicherer: 'a\u0000b' })).toEqual(['versicherer=>Der Wert ist ungültig.']);
    expect(query({ status: 'offen' })).toEqual([`status=>${unknownFieldTexts.unknown}`]);
  });
});
