import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a choice rests before it is sent. */
export const SETTLE_DELAY_MS = 600;

/**
 * A select whose every change would be a write (a category correction teaches a rule): Chromium changes a
 * closed select with each arrow key, so a keyboard user stepping through the options would send one write
 * per step. The choice is shown at once and sent once it rests for SETTLE_DELAY_MS, when the select loses
 * the focus, or when it leaves the page — nothing chosen is lost. A choice back to `stored` sends nothing.
 */
export function useSettledChoice<T>(stored: T, send: (value: T) => void) {
  const [chosen, setChosen] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    setChosen(stored);
  }
  const latest = useRef({ stored, send });
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    latest.current = { stored, send };
  });

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    if (waiting.value !== latest.current.stored) latest.current.send(waiting.value);
  }, []);

  const choose = useCallback(
    (value: T) => {
      setChosen(value);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value, timer: setTimeout(flush, SETTLE_DELAY_MS) };
    },
    [flush],
  );

  useEffect(() => flush, [flush]);
  return { chosen, choose, settle: flush };
}
