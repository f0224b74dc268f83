import type { EntryRow, StepRow, StoredTransfer, TransferRow } from './repository';

/** Joined rows (transfer, contract entry, step; ordered) as transfers with their entries and steps. */
export function grouped(
  rows: readonly { transfer: TransferRow; entry: EntryRow | null; step: StepRow | null }[],
): StoredTransfer[] {
  const byId = new Map<number, StoredTransfer>();
  const entriesById = new Map<number, StoredTransfer['entries'][number]>();
  for (const { transfer, entry, step } of rows) {
    let stored = byId.get(transfer.id);
    if (!stored) {
      stored = { ...transfer, entries: [] };
      byId.set(transfer.id, stored);
    }
    if (!entry) continue;
    let storedEntry = entriesById.get(entry.id);
    if (!storedEntry) {
      storedEntry = { ...entry, steps: [] };
      entriesById.set(entry.id, storedEntry);
      stored.entries.push(storedEntry);
    }
    if (step) storedEntry.steps.push(step);
  }
  return [...byId.values()];
}
