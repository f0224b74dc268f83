import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/**
 * The card's code did not arrive (the connection went before the page was idle): an optional card is no
 * error, so nothing shows this time (the route's error screen replaced the whole app so); the next start
 * of the app asks again.
 */
const RatingNotLoaded = () => null;

// Loaded once the page is idle: neither its code nor GET /api/rating is part of a first load (ADR 049, 024).
const RatingCard = lazyWithRetry<Record<string, never>>(
  () => import('../features/rating/components/rating-card').then((m) => ({ default: m.RatingCard })),
  RatingNotLoaded,
);

/** How long after the layout appears the rating is asked for at the earliest, and at the latest. */
export const RATING_IDLE_DELAY_MS = 1500;
const RATING_IDLE_TIMEOUT_MS = 3000;

/** True once the browser was idle after `delayMs` (or `timeoutMs` later at the latest). */
function useIdleAfter(delayMs: number, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      } else {
        setIdle(true);
      }
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, [delayMs, timeoutMs]);
  return idle;
}

/**
 * The rating card (features/rating) at the end of the page's content, after the app has settled: it is
 * rendered after the route's page in the layout's main area, so it never moves what is above it and never
 * lies over a control; shown only while the server says to ask (docs/decisions/024-app-rating.md).
 */
export function DeferredRating() {
  const idle = useIdleAfter(RATING_IDLE_DELAY_MS, RATING_IDLE_TIMEOUT_MS);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <RatingCard />
    </Suspense>
  );
}
