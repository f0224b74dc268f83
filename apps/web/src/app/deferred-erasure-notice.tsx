import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: a hint shown only while the customer's erasure is pending (issue 32, ADR 239).
const PendingErasureNotice = lazy(() =>
  import('../features/account-erasure/components/pending-erasure-notice').then((m) => ({
    default: m.PendingErasureNotice,
  })),
);

/** The pending erasure's notice above the page, once the app runs in the browser (never prerendered). */
export function DeferredErasureNotice() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PendingErasureNotice />
    </Suspense>
  );
}
