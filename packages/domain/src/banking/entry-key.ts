import type { StatementEntry } from './statement';

/**
 * What makes a booked entry the same entry when a statement is imported again (issue 33): the bank's entry
 * reference where the file gives one, with the entry's date, amount, other side and purpose (a batch
 * booking's parts share one reference); without a reference those alone. Two entries alike in all of it
 * (two coffees on one day) are told apart by the server, which numbers the alike ones of a file in order.
 */
export function entryKey(entry: StatementEntry): string {
  const other = (entry.counterpartyIban ?? entry.counterpartyName ?? '').replace(/\s+/g, '').toUpperCase();
  const content = [entry.bookingDate, entry.amountCents, entry.currency, other, entry.purpose.trim()].join(
    '|',
  );
  return entry.entryReference ? `ref:${entry.entryReference}|${content}` : `content:${content}`;
}
