/**
 * The journey's writes (issue 34): chat messages each side sent (the ids the POST answered) and received
 * on its event stream — a message received twice is a duplicate, one sent and never received is lost —
 * and every write answered 2xx, for the failover scenario to look for afterwards.
 */
export type Side = 'customers' | 'advisers';
export type Acknowledged = { kind: 'chat' | 'document'; key: string };
export type LedgerData = {
  sent: Record<Side, number[]>;
  received: Record<Side, number[]>;
  duplicates: Record<Side, number>;
};

export class Ledger {
  private readonly sentIds = { customers: new Set<number>(), advisers: new Set<number>() };
  private readonly receivedIds = { customers: new Set<number>(), advisers: new Set<number>() };
  private readonly duplicateCounts = { customers: 0, advisers: 0 };
  /** Acknowledged writes not yet handed on (a driver sends them to the bench with its progress). */
  pending: Acknowledged[] = [];

  /** `side` sent message `id` (answered 201). */
  sent(side: Side, id: number): void {
    this.sentIds[side].add(id);
    this.acknowledge({ kind: 'chat', key: String(id) });
  }

  /** A stream of `side` delivered the other side's message `id`; false when it had come before. */
  received(side: Side, id: number): boolean {
    if (this.receivedIds[side].has(id)) {
      this.duplicateCounts[side] += 1;
      return false;
    }
    this.receivedIds[side].add(id);
    return true;
  }

  acknowledge(write: Acknowledged): void {
    this.pending.push(write);
  }

  data(): LedgerData {
    return {
      sent: { customers: [...this.sentIds.customers], advisers: [...this.sentIds.advisers] },
      received: { customers: [...this.receivedIds.customers], advisers: [...this.receivedIds.advisers] },
      duplicates: { ...this.duplicateCounts },
    };
  }
}

/**
 * The drivers' ledgers together: per direction the messages sent, delivered, lost (sent, never received
 * by the other side) and received twice. A customer's message goes to the advisers, an answer to customers.
 */
export function chatFigures(ledgers: readonly LedgerData[]) {
  const union = (pick: (data: LedgerData) => number[]) => new Set(ledgers.flatMap(pick));
  const direction = (from: Side, to: Side) => {
    const sent = union((data) => data.sent[from]);
    const received = union((data) => data.received[to]);
    return {
      sent: sent.size,
      delivered: [...sent].filter((id) => received.has(id)).length,
      lost: [...sent].filter((id) => !received.has(id)).length,
      duplicates: ledgers.reduce((sum, data) => sum + data.duplicates[to], 0),
    };
  };
  return { toAdvisers: direction('customers', 'advisers'), toCustomers: direction('advisers', 'customers') };
}
