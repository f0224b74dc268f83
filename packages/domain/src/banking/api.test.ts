import { describe, expect, it } from 'vitest';
import { bankingApiTexts as texts } from '../texts/banking-api';
import { bankCategoryBodySchema, bankLiquidityQuerySchema, bankTransactionsQuerySchema } from './api';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('banking API schemas', () => {
  it('takes a month YYYY-MM, a search and a category, nothing else', () => {
    expect(bankTransactionsQuerySchema.parse({ monat: '2026-11', q: 'Müller', kategorie: 'miete' })).toEqual({
      monat: '2026-11',
      q: 'Müller',
      kategorie: 'miete',
    });
    expect(bankTransactionsQuerySchema.parse({})).toEqual({});
    expect(issues(bankTransactionsQuerySchema.safeParse({ monat: '2026-13' }))).toEqual([
      ['monat', texts.invalidMonth],
    ]);
    expect(issues(bankTransactionsQuerySchema.safeParse({ monat: ['2026-01', '2026-02'] }))).toEqual([
      ['monat', texts.invalidMonth],
    ]);
    expect(issues(bankTransactionsQuerySchema.safeParse({ kategorie: 'urlaub' }))).toEqual([
      ['kategorie', texts.invalidCategory],
    ]);
    expect(issues(bankTransactionsQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual([
      ['q', texts.invalidSearch],
    ]);
    expect(bankTransactionsQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
    expect(issues(bankTransactionsQuerySchema.safeParse({ q: '--' }))).toEqual([
      ['q', texts.searchWithoutLetters],
    ]);
    expect(bankTransactionsQuerySchema.safeParse({ seite: '1' }).success).toBe(false);
  });

  it('takes a category correction of the known categories only', () => {
    expect(bankCategoryBodySchema.parse({ kategorie: 'abo' })).toEqual({ kategorie: 'abo' });
    expect(issues(bankCategoryBodySchema.safeParse({ kategorie: 'x' }))).toEqual([
      ['kategorie', texts.invalidCategory],
    ]);
    expect(bankCategoryBodySchema.safeParse({ kategorie: 'abo', id: 1 }).success).toBe(false);
  });

  it('takes 1 to 24 months of liquidity', () => {
    expect(bankLiquidityQuerySchema.parse({ monate: '6' })).toEqual({ monate: 6 });
    expect(bankLiquidityQuerySchema.parse({ monate: '24' })).toEqual({ monate: 24 });
    for (const monate of ['0', '25', '-1', 'x', '1.5']) {
      expect(issues(bankLiquidityQuerySchema.safeParse({ monate }))).toEqual([
        ['monate', texts.invalidMonths],
      ]);
    }
  });
});
