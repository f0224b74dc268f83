import { describe, expect, it, vi } from 'vitest';
import { deliverDeadlines } from '../../../src/modules/reminders/deliver-deadlines';
import {
  createDeliveryRepository,
  type DeliveryRepository,
} from '../../../src/modules/reminders/delivery-repository';
import { contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

/**
 * The daily deadline scan reads every active contract in batches (450 in the 10,000-customer cluster): a
 * closing process stops it after the batch in hand instead of waiting out the scan (ADR 333).
 */
const t = useTestApp();

describe('the deadline scan', () => {
  it('ends after the batch in hand once its signal is aborted', async () => {
    const customer = await createContractCustomer(t.app);
    contractOf(await customer.api.create(hausrat(customer.mainId)));
    const { db } = await getDatabase();
    const real = createDeliveryRepository(db);
    const day = '2031-01-15';
    const [row] = await real.deadlineCandidates(0, day, 200);
    if (!row) throw new Error('no candidate contract');
    // Endless full batches of that contract under new ids: only the signal ends the scan.
    const closing = new AbortController();
    const deadlineCandidates = vi.fn(async (after: number) => {
      if (deadlineCandidates.mock.calls.length === 3) closing.abort();
      return Array.from({ length: 200 }, (_, i) => ({
        ...row,
        contract: { ...row.contract, id: after + i + 1 },
      }));
    });
    const sent = await deliverDeadlines(
      // The query builder's type; the scan only awaits its rows.
      { ...real, deadlineCandidates } as unknown as DeliveryRepository,
      day,
      'https://portal.example',
      closing.signal,
    );
    expect(deadlineCandidates).toHaveBeenCalledTimes(3);
    expect(deadlineCandidates.mock.calls.map(([after]) => after)).toEqual([0, 200, 400]);
    expect(sent).toBe(0);
  });
});
