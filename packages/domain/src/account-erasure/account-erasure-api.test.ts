import { describe, expect, it } from 'vitest';
import { accountErasureBodySchema, erasureDay, erasureDueAt } from './account-erasure-api';

describe('the account erasure', () => {
  it('is due 14 days after the request', () => {
    expect(erasureDueAt(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-12-13T10:00:00.000Z');
  });

  it('shows its day as in Germany (DD.MM.YYYY, Berlin’s day)', () => {
    expect(erasureDay('2026-12-13T23:30:00Z')).toBe('14.12.2026');
    expect(erasureDay(new Date('2026-06-01T08:00:00Z'))).toBe('01.06.2026');
  });

  it('takes a password and nothing else', () => {
    expect(accountErasureBodySchema.safeParse({ password: 'Geheim!2026' }).success).toBe(true);
    expect(accountErasureBodySchema.safeParse({ password: '' }).success).toBe(false);
    expect(accountErasureBodySchema.safeParse({ password: 'x', sofort: true }).success).toBe(false);
  });
});
