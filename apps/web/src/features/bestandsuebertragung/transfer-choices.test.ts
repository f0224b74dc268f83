import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TRANSFERS_REFRESH_MS, transfersQuery } from './api/get-transfers';
import { awaitsNews, initialLevel, mandateNote } from './transfer-choices';

const final = testTransfer({ contracts: [testTransferContract({ status: 'bestaetigt' })] });

describe('the page asks again by itself only while news may come (ADR 168)', () => {
  it('waits for a running contract or a missing signature, not for final or withdrawn transfers', () => {
    expect(awaitsNews([])).toBe(false);
    expect(awaitsNews([final])).toBe(false);
    expect(awaitsNews([{ ...testTransfer(), status: 'zurueckgezogen' }])).toBe(false);
    expect(awaitsNews([final, testTransfer()])).toBe(true);
    expect(
      awaitsNews([
        testTransfer({
          status: 'zu_unterschreiben',
          contracts: [testTransferContract({ status: 'beantragt' })],
        }),
      ]),
    ).toBe(true);
  });

  it('sets the query’s interval from it', () => {
    const interval = transfersQuery.refetchInterval as unknown as (query: Query) => number | false;
    const withData = (transfers: ReturnType<typeof testTransfer>[]) =>
      ({ state: { data: { transfers, levels: [], mandate: null } } }) as unknown as Query;
    expect(interval(withData([testTransfer()]))).toBe(TRANSFERS_REFRESH_MS);
    expect(interval(withData([final]))).toBe(false);
    expect(interval({ state: { data: undefined } } as unknown as Query)).toBe(false);
  });
});

describe('the request’s defaults and summary', () => {
  it('chooses the level only when one is offered', () => {
    expect(initialLevel(['maklermandat'])).toBe('maklermandat');
    expect(initialLevel(['datenauskunft', 'maklermandat'])).toBeNull();
    expect(initialLevel([])).toBeNull();
  });

  it('reuses only a mandate that covers the level (a Datenvollmacht never covers a Maklermandat)', () => {
    const signedAt = '2026-10-02T22:30:00.000Z';
    // 22:30 UTC is the next day in Berlin.
    const max = { personId: 1, signedAt };
    expect(mandateNote([{ ...max, level: 'maklermandat' }], 1, 'datenauskunft')).toContain('vom 03.10.2026');
    expect(mandateNote([{ ...max, level: 'datenauskunft' }], 1, 'maklermandat')).toMatch(
      /^Im nächsten Schritt/,
    );
    expect(mandateNote([], 1, 'datenauskunft')).toMatch(/^Im nächsten Schritt/);
    // Max's Vollmacht is not Maria's (ADR 183).
    expect(mandateNote([{ ...max, level: 'maklermandat' }], 2, 'maklermandat')).toMatch(
      /^Im nächsten Schritt/,
    );
  });
});
