import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_PERIOD_DAYS,
  answerDueBy,
  type BoardContract,
  contractsByInsurer,
  insurersOf,
  involvesInsurer,
  isOverdue,
  OVERDUE_AFTER_WEEKS,
  overallState,
  overdueSince,
} from './board-state';
import { CONTRACT_TRANSFER_STATUSES, isFinalStatus } from './status-machine';

const sent = (gesendetAm: string): BoardContract => ({ status: 'gesendet', gesendetAm });
const MS = 1;

describe('the six weeks of an insurer’s answer (ADR 153)', () => {
  it('are 42 calendar days, due by the same weekday six weeks on', () => {
    expect(OVERDUE_AFTER_WEEKS).toBe(6);
    expect(ANSWER_PERIOD_DAYS).toBe(42);
    // Sent on Monday 2 November 2026: answered in time on Monday 14 December, overdue from the 15th.
    expect(answerDueBy('2026-11-02')).toBe('2026-12-14');
    expect(overdueSince('2026-11-02')).toBe('2026-12-15');
    // Across a month and a year end.
    expect(answerDueBy('2026-12-28')).toBe('2027-02-08');
  });

  it('turn overdue at 00:00 Berlin time after the due day, not a millisecond before (winter time)', () => {
    const midnight = new Date('2026-12-14T23:00:00.000Z'); // 15 December, 00:00 CET
    expect(isOverdue(sent('2026-11-02'), midnight)).toBe(true);
    expect(isOverdue(sent('2026-11-02'), new Date(midnight.getTime() - MS))).toBe(false);
  });

  it('turn overdue at 00:00 Berlin time in summer time too (the period spans the switch on 29 March)', () => {
    expect(overdueSince('2026-02-16')).toBe('2026-03-31');
    const midnight = new Date('2026-03-30T22:00:00.000Z'); // 31 March, 00:00 CEST
    expect(isOverdue(sent('2026-02-16'), midnight)).toBe(true);
    expect(isOverdue(sent('2026-02-16'), new Date(midnight.getTime() - MS))).toBe(false);
  });

  it('leave the whole due day for the answer: exactly 6 × 7 × 24 hours after sending is not yet overdue', () => {
    const sentAt = new Date('2026-11-02T14:00:00.000Z'); // Monday, 15:00 in Berlin
    const sixWeeksLater = new Date(sentAt.getTime() + ANSWER_PERIOD_DAYS * 24 * 60 * 60 * 1000);
    expect(isOverdue(sent('2026-11-02'), sixWeeksLater)).toBe(false);
  });

  it('concern only a letter still out: not unsent, not a Rückfrage, not a final answer', () => {
    const late = new Date('2027-06-01T12:00:00.000Z');
    expect(isOverdue({ status: 'beantragt', gesendetAm: null }, late)).toBe(false);
    for (const status of ['rueckfrage', 'bestaetigt', 'abgelehnt'] as const)
      expect(isOverdue({ status, gesendetAm: '2026-11-02' }, late)).toBe(false);
    expect(isOverdue({ status: 'gesendet', gesendetAm: '2026-11-02' }, late)).toBe(true);
  });

  it('restart when the letter is sent again (the last sending day counts)', () => {
    const now = new Date('2026-12-20T12:00:00.000Z');
    expect(isOverdue(sent('2026-11-02'), now)).toBe(true);
    expect(isOverdue(sent('2026-12-01'), now)).toBe(false);
  });
});

describe('the board’s column of a transfer', () => {
  const now = new Date('2026-12-20T12:00:00.000Z');
  const state = (contracts: BoardContract[]) => overallState({ status: 'beantragt', contracts }, now);

  it('is open while unsigned, done once withdrawn', () => {
    expect(overallState({ status: 'zu_unterschreiben', contracts: [sent('2026-01-01')] }, now)).toBe('offen');
    expect(overallState({ status: 'zurueckgezogen', contracts: [] }, now)).toBe('erledigt');
  });

  it('is overdue before anything else, then open, then waiting, then done', () => {
    const unsent: BoardContract = { status: 'beantragt', gesendetAm: null };
    const query: BoardContract = { status: 'rueckfrage', gesendetAm: '2026-12-01' };
    const done: BoardContract = { status: 'bestaetigt', gesendetAm: '2026-12-01' };
    expect(state([sent('2026-11-02'), unsent, query])).toBe('ueberfaellig');
    expect(state([sent('2026-12-10'), unsent])).toBe('offen');
    expect(state([sent('2026-12-10'), query])).toBe('offen');
    expect(state([sent('2026-12-10'), done])).toBe('wartet');
    expect(state([done, { status: 'abgelehnt', gesendetAm: '2026-12-01' }])).toBe('erledigt');
  });

  it('is done for a requested transfer exactly when every insurer has decided', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...CONTRACT_TRANSFER_STATUSES),
            gesendetAm: fc.constantFrom('2026-10-01', '2026-12-15'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (contracts) => {
          const allFinal = contracts.every((contract) => isFinalStatus(contract.status));
          expect(state(contracts) === 'erledigt').toBe(allFinal);
        },
      ),
    );
  });
});

describe('contractsByInsurer', () => {
  it('groups a transfer’s contracts per insurer (one letter each) in the order they first appear', () => {
    const contracts = [
      { versicherer: 'HUK-COBURG', nummer: '1' },
      { versicherer: 'Allianz', nummer: '2' },
      { versicherer: 'HUK-COBURG', nummer: '3' },
    ];
    expect(contractsByInsurer(contracts)).toEqual([
      { versicherer: 'HUK-COBURG', contracts: [contracts[0], contracts[2]] },
      { versicherer: 'Allianz', contracts: [contracts[1]] },
    ]);
  });
});

describe('the board’s insurer filter', () => {
  const transfers = [
    { contracts: [{ versicherer: 'HUK-COBURG' }, { versicherer: 'Allianz' }] },
    { contracts: [{ versicherer: 'ÖRAG' }, { versicherer: 'Allianz' }] },
  ];

  it('lists the insurers once, sorted the German way, and keeps the transfers with a contract there', () => {
    expect(insurersOf(transfers)).toEqual(['Allianz', 'HUK-COBURG', 'ÖRAG']);
    expect(transfers.filter((transfer) => involvesInsurer(transfer, 'ÖRAG'))).toEqual([transfers[1]]);
  });
});
