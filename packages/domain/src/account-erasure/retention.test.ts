import { describe, expect, it } from 'vitest';
import {
  erasedMailText,
  keptLine,
  retainedRecordSchema,
  retainUntil,
  retentionKindOf,
  retentionOver,
} from './retention';

describe('what a retention duty keeps (ADR 245)', () => {
  it('keeps a mandate 10 years and any other signed form 6, from the end of the signing’s year', () => {
    expect(retentionKindOf('maklervollmacht')).toBe('vollmacht');
    expect(retentionKindOf('datenvollmacht')).toBe('vollmacht');
    expect(retentionKindOf('einwilligungserklaerung')).toBe('formular');
    expect(retentionKindOf('beratungsprotokoll')).toBe('formular');
    expect(retainUntil(new Date('2026-03-05T10:00:00Z'), 'vollmacht')).toBe('2036-12-31');
    expect(retainUntil(new Date('2026-03-05T10:00:00Z'), 'formular')).toBe('2032-12-31');
  });

  it('counts the year of the signing in Berlin: New Year’s Eve 23:30 UTC is already the next year', () => {
    expect(retainUntil(new Date('2026-12-31T22:59:59Z'), 'formular')).toBe('2032-12-31');
    expect(retainUntil(new Date('2026-12-31T23:00:00Z'), 'formular')).toBe('2033-12-31');
  });

  it('is over from the day after the last day (Berlin), not on it', () => {
    expect(retentionOver('2036-12-31', new Date('2036-12-31T22:59:59Z'))).toBe(false);
    expect(retentionOver('2036-12-31', new Date('2036-12-31T23:00:00Z'))).toBe(true);
  });

  it('names a kept record with its last day, in the list and in the mail', () => {
    const record = retainedRecordSchema.parse({
      art: 'vollmacht',
      titel: 'Maklervollmacht',
      aufbewahren_bis: '2036-12-31',
    });
    expect(keptLine(record)).toBe('Maklervollmacht bis 31.12.2036');
    expect(erasedMailText([record])).toContain('gelöscht:\n- Maklervollmacht bis 31.12.2036\n\nViele Grüße');
    expect(erasedMailText([])).not.toContain('aufbewahren');
  });
});
