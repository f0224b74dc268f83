import { describe, expect, it } from 'vitest';
import type { TransferContract } from './transfer-api';
import { applyStep, firstStep, needsOverdueReminder } from './transfer-steps';

const requested: TransferContract = {
  contractId: 12,
  versicherer: 'HUK-COBURG',
  nummer: 'KH-4711',
  status: 'beantragt',
  sparte: 'kfz',
  datum: '2026-11-02',
  notiz: null,
  erfasstAm: '2026-11-02',
  gesendetAm: null,
  verlauf: [firstStep('2026-11-02')],
};

describe('applying a step to a contract', () => {
  it('records each step with its day and note, and the last sending day', () => {
    const sent = applyStep(requested, { status: 'gesendet', datum: null, notiz: null }, '2026-11-03');
    expect(sent).toMatchObject({ status: 'gesendet', datum: '2026-11-03', gesendetAm: '2026-11-03' });
    const query = applyStep(
      sent,
      { status: 'rueckfrage', datum: '2026-11-20', notiz: 'Vollmacht unleserlich' },
      '2026-11-21',
    );
    expect(query).toMatchObject({
      status: 'rueckfrage',
      datum: '2026-11-20',
      notiz: 'Vollmacht unleserlich',
    });
    expect(query.gesendetAm).toBe('2026-11-03');
    const again = applyStep(query, { status: 'gesendet', datum: null, notiz: null }, '2026-11-24');
    expect(again.gesendetAm).toBe('2026-11-24');
    const confirmed = applyStep(
      again,
      { status: 'bestaetigt', datum: '2027-01-01', notiz: null },
      '2026-12-02',
    );
    expect(confirmed.verlauf.map((step) => [step.status, step.datum])).toEqual([
      ['beantragt', '2026-11-02'],
      ['gesendet', '2026-11-03'],
      ['rueckfrage', '2026-11-20'],
      ['gesendet', '2026-11-24'],
      ['bestaetigt', '2027-01-01'],
    ]);
    expect(requested.verlauf).toHaveLength(1);
  });

  it('keeps the day a step was recorded apart from the day it names: a confirmation with a later start', () => {
    const sent = applyStep(requested, { status: 'gesendet', datum: null, notiz: null }, '2026-11-03');
    const confirmed = applyStep(
      sent,
      { status: 'bestaetigt', datum: '2026-12-01', notiz: null },
      '2026-11-29',
    );
    expect(confirmed).toMatchObject({ datum: '2026-12-01', erfasstAm: '2026-11-29' });
    expect(confirmed.verlauf.map((step) => [step.status, step.datum, step.erfasstAm])).toEqual([
      ['beantragt', '2026-11-02', '2026-11-02'],
      ['gesendet', '2026-11-03', '2026-11-03'],
      ['bestaetigt', '2026-12-01', '2026-11-29'],
    ]);
  });
});

describe('the agency’s reminder for an unanswered letter', () => {
  const overdue = new Date('2026-12-15T08:00:00.000Z'); // sent 2 November: overdue since 15 December
  const sent = { status: 'gesendet' as const, gesendetAm: '2026-11-02' };

  it('is due once the letter is overdue, once per sending', () => {
    expect(needsOverdueReminder({ ...sent, erinnertAm: null }, overdue)).toBe(true);
    expect(needsOverdueReminder({ ...sent, erinnertAm: null }, new Date('2026-12-14T12:00:00.000Z'))).toBe(
      false,
    );
    expect(needsOverdueReminder({ ...sent, erinnertAm: '2026-12-15' }, overdue)).toBe(false);
    // Sent again after a reminder: the next six weeks may end in another one.
    const resent = { status: 'gesendet' as const, gesendetAm: '2026-12-16', erinnertAm: '2026-12-15' };
    expect(needsOverdueReminder(resent, new Date('2027-01-28T08:00:00.000Z'))).toBe(true);
  });

  it('is never due for a contract that got an answer', () => {
    expect(
      needsOverdueReminder({ status: 'rueckfrage', gesendetAm: '2026-11-02', erinnertAm: null }, overdue),
    ).toBe(false);
  });
});
