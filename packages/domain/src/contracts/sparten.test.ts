import { describe, expect, it } from 'vitest';
import { SPARTE_GROUPS } from './contract-input';
import { isSparteKey, SPARTEN, sparteLabel, sparteOrder } from './sparten';

describe('Sparten', () => {
  it('covers the product lines the issue names, each key once', () => {
    const keys = SPARTEN.map((sparte) => sparte.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'kfz',
      'privathaftpflicht',
      'hausrat',
      'wohngebaeude',
      'rechtsschutz',
      'unfall',
      'berufsunfaehigkeit',
      'risikoleben',
      'kapitalleben',
      'private_rente',
      'private_kranken',
      'gesetzliche_kranken',
      'pflege',
      'tierhalterhaftpflicht',
      'reise',
      'sonstige',
    ]) {
      expect(isSparteKey(key)).toBe(true);
    }
    expect(isSparteKey('toString')).toBe(false);
    expect(isSparteKey(1)).toBe(false);
  });

  it('labels and orders by the table', () => {
    expect(sparteLabel('wohngebaeude')).toBe('Wohngebäude');
    expect(sparteLabel('unbekannt')).toBe('unbekannt');
    expect(sparteOrder('kfz')).toBe(0);
    expect(sparteOrder('unbekannt')).toBe(SPARTEN.length);
  });

  it('groups every Sparte exactly once for the picker', () => {
    const grouped = SPARTE_GROUPS.flatMap((group) => group.options.map((option) => option.value));
    expect(grouped.sort()).toEqual(SPARTEN.map((sparte) => sparte.key).sort());
  });
});
