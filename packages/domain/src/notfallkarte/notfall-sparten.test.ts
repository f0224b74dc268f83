import { describe, expect, it } from 'vitest';
import { SPARTEN } from '../contracts/sparten';
import { insurerHotline } from './insurer-hotlines';
import { NOTFALL_SPARTEN, notfallOrder, notfallSparteOf } from './notfall-sparten';

describe('notfallSparteOf', () => {
  it('puts each Sparte of an emergency on its line of the card', () => {
    expect(notfallSparteOf('kfz')).toBe('Kfz');
    expect(notfallSparteOf('privathaftpflicht')).toBe('Haftpflicht');
    expect(notfallSparteOf('tierhalterhaftpflicht')).toBe('Haftpflicht');
    expect(notfallSparteOf('gesetzliche_kranken')).toBe('Kranken');
    expect(notfallSparteOf('zahnzusatz')).toBe('Kranken');
    expect(notfallSparteOf('hausrat')).toBe('Hausrat');
    expect(notfallSparteOf('wohngebaeude')).toBe('Wohngebäude');
    expect(notfallSparteOf('rechtsschutz')).toBe('Rechtsschutz');
    expect(notfallSparteOf('reise')).toBe('Reise');
    expect(notfallSparteOf('unfall')).toBe('Unfall');
  });

  it('leaves out what no emergency needs (pensions, savings, electricity) and unknown keys', () => {
    for (const sparte of ['private_rente', 'bausparen', 'strom', 'risikoleben', 'sonstige', 'nichts'])
      expect(notfallSparteOf(sparte), sparte).toBeNull();
  });

  it('names only Sparten that exist, each on one line at most, in the card order', () => {
    const keys = new Set<string>(SPARTEN.map((sparte) => sparte.key));
    const listed = NOTFALL_SPARTEN.flatMap((line) => [...line.sparten]);
    for (const sparte of listed) expect(keys.has(sparte), sparte).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    expect(NOTFALL_SPARTEN.map((line) => line.label)).toEqual([
      'Kfz',
      'Haftpflicht',
      'Kranken',
      'Hausrat',
      'Wohngebäude',
      'Rechtsschutz',
      'Reise',
      'Unfall',
    ]);
    expect(notfallOrder('kfz')).toBeLessThan(notfallOrder('hausrat'));
  });
});

describe('insurerHotline', () => {
  it("is the table's number for an insurer with a public source, by short or full name in any case", () => {
    expect(insurerHotline('HUK-COBURG')).toBe('0800 2 485 445');
    expect(insurerHotline('huk-coburg-allgemeine versicherung ag')).toBe('0800 2 485 445');
  });

  it('is null for an insurer without a sourced number, an unknown one or none', () => {
    expect(insurerHotline('Allianz')).toBeNull();
    expect(insurerHotline('Irgendeine Versicherung')).toBeNull();
    expect(insurerHotline(null)).toBeNull();
  });
});
