/**
 * The tour slider's step rule (spec section 4): it moves on only when the current step's check passes,
 * otherwise it shakes (the 700 ms swipe-error animation) and the check's message is a toast. A step can
 * switch off swiping in either direction; the buttons still go back, and forward through the check.
 */
export type TourStep = {
  /** The step's check before moving on: null when it passes, else the message. */
  validate?: () => string | null;
  /** Swipe gestures this step allows (default both). */
  swipe?: { back?: boolean; next?: boolean };
};

export type TourMove =
  | { kind: 'move'; index: number }
  /** The check failed: shake, and show the message. */
  | { kind: 'invalid'; message: string }
  /** Nothing happens: the first step going back, the last going on, or a swipe the step switched off. */
  | { kind: 'stay' };

export function moveTour(
  steps: readonly TourStep[],
  index: number,
  direction: 'back' | 'next',
  via: 'button' | 'swipe' | 'key',
): TourMove {
  const step = steps[index];
  if (!step) return { kind: 'stay' };
  if (via === 'swipe' && step.swipe?.[direction] === false) return { kind: 'stay' };
  if (direction === 'back') return index > 0 ? { kind: 'move', index: index - 1 } : { kind: 'stay' };
  if (index >= steps.length - 1) return { kind: 'stay' };
  const problem = step.validate?.() ?? null;
  return problem === null ? { kind: 'move', index: index + 1 } : { kind: 'invalid', message: problem };
}

/** A horizontal swipe: at least 50 px and more sideways than up or down; a leftward swipe goes on. */
export function swipeDirection(dx: number, dy: number): 'back' | 'next' | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'back';
}
