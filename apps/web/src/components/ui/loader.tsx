import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useSyncExternalStore } from 'react';
import { isLoading, subscribeLoading } from '../../lib/loader-store';
import styles from './loader.module.css';

/** A spinner with a text for screen readers. */
export function Spinner({ label = uiTexts.loading }: { label?: string }) {
  return (
    <span className={styles.spinnerWrap} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The global loader: shown while API calls run (except the hidden-loader list, spec section 7) or a
 * page is on its way (`pending`). It appears only after a short delay, so quick calls do not flicker.
 * A thin bar along the top edge of the window, never over text (a spinner below the header covered the
 * greeting line, issue 27 item 19); its text for screen readers is a live region, outside every
 * landmark by nature.
 */
export function GlobalLoader({ pending = false }: { pending?: boolean }) {
  const requestsRunning = useSyncExternalStore(subscribeLoading, isLoading);
  if (!requestsRunning && !pending) return null;
  return (
    <div className={styles.overlay} data-testid="global-loader" aria-live="polite" aria-busy="true">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">{uiTexts.loading}</span>
    </div>
  );
}

/** A full-page loader for the first paint and page chunks (a live region: it may stand outside `main`). */
export function PageLoader() {
  return (
    <div className={styles.page} aria-live="polite">
      <Spinner />
    </div>
  );
}
