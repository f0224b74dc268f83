import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows planned between two turns of the event loop. A file's lines and a preview's rows come through
 * promises that settle at once (the reader's generator, PGlite in process): without a turn of its own a
 * preview or an apply of 50,000 rows would hold the event loop for seconds, and the pressure plugin's
 * event-loop-delay shedding answer every other user's request with 503 meanwhile (issue 31 review).
 */
export const ROWS_PER_TURN = 500;

/** Gives the event loop a turn (timers, I/O, other requests) after every ROWS_PER_TURN calls. */
export function eventLoopTurns(every = ROWS_PER_TURN) {
  let count = 0;
  return async (): Promise<void> => {
    count += 1;
    if (count % every === 0) await nextTurn();
  };
}
