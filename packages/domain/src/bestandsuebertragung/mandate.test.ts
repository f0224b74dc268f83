import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betreuungAfterConfirmation,
  MANDATE_FORM_KEYS,
  MANDATE_LEVELS,
  mandateCovers,
  offeredLevels,
  reusableMandate,
  type SignedMandate,
} from './mandate';

describe('the mandate levels (ADR 154)', () => {
  it('are signed on the agency’s maklervollmacht and datenvollmacht templates', () => {
    expect(MANDATE_FORM_KEYS).toEqual({ datenauskunft: 'datenvollmacht', maklermandat: 'maklervollmacht' });
    expect(offeredLevels((key) => key === 'maklervollmacht')).toEqual(['maklermandat']);
    expect(offeredLevels(() => true)).toEqual(['datenauskunft', 'maklermandat']);
    expect(offeredLevels(() => false)).toEqual([]);
  });

  it('cover: the Maklermandat both requests, the Datenauskunft only a data request', () => {
    expect(mandateCovers('maklermandat', 'maklermandat')).toBe(true);
    expect(mandateCovers('maklermandat', 'datenauskunft')).toBe(true);
    expect(mandateCovers('datenauskunft', 'datenauskunft')).toBe(true);
    expect(mandateCovers('datenauskunft', 'maklermandat')).toBe(false);
  });

  it('is reused for a later request only as an unrevoked Maklervollmacht; a Datenvollmacht is one-off', () => {
    const signed = (level: SignedMandate['level'], revokedAt: string | null = null): SignedMandate => ({
      level,
      personId: 1,
      revokedAt,
    });
    expect(reusableMandate([signed('datenauskunft')], 'datenauskunft', 1)).toBeNull();
    expect(
      reusableMandate([signed('maklermandat', '2026-10-01T10:00:00.000Z')], 'datenauskunft', 1),
    ).toBeNull();
    const full = signed('maklermandat');
    expect(reusableMandate([signed('datenauskunft'), full], 'maklermandat', 1)).toBe(full);
    expect(reusableMandate([full], 'datenauskunft', 1)).toBe(full);
  });

  it('reuses only the Vollmacht of the person whose contracts are requested (ADR 183)', () => {
    const max = { level: 'maklermandat' as const, personId: 1, revokedAt: null };
    expect(reusableMandate([max], 'maklermandat', 2)).toBeNull();
    const maria = { ...max, personId: 2 };
    expect(reusableMandate([max, maria], 'maklermandat', 2)).toBe(maria);
  });

  it('never lets a reused mandate cover more than it says (generated)', () => {
    const mandate = fc.record({
      level: fc.constantFrom(...MANDATE_LEVELS),
      personId: fc.constant(1),
      revokedAt: fc.option(fc.constant('2026-01-01T00:00:00.000Z'), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(mandate, { maxLength: 5 }),
        fc.constantFrom(...MANDATE_LEVELS),
        (mandates, level) => {
          const reused = reusableMandate(mandates, level, 1);
          if (reused) expect(mandateCovers(reused.level, level) && reused.revokedAt === null).toBe(true);
        },
      ),
    );
  });

  it('makes this broker the one who looks after a confirmed contract only under a Maklermandat', () => {
    expect(betreuungAfterConfirmation('maklermandat')).toBe('makler');
    expect(betreuungAfterConfirmation('datenauskunft')).toBeNull();
  });
});
