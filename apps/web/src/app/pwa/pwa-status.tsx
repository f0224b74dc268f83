import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { isOffline, subscribeConnectivity } from '../../lib/connectivity';
import { afterPaint } from '../boot/after-paint';
import { routerReady } from '../router';
import styles from './pwa-status.module.css';
import { registerServiceWorker } from './register-service-worker';
import { dismissUpdate, getUpdateState, subscribeUpdate } from './update-store';

/**
 * The installable app's two messages at the bottom of every screen, outside the router so they show
 * even while a page cannot load: the offline notice while the device has no connection, and the
 * prompt to switch to a new version once one waits. Both live regions (polite, without a role: they are
 * empty most of the time and no landmark or status of the page) exist before their message appears, so
 * screen readers announce it; the buttons are in the normal tab order.
 */
export function PwaStatus() {
  // Once the first page has painted: the worker's script and its precache downloads never compete with
  // the first load's own requests.
  useEffect(() => void routerReady().then(() => afterPaint(registerServiceWorker)), []);
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
  const update = useSyncExternalStore(subscribeUpdate, getUpdateState);
  return (
    // data-bottom-bar: an open navigation ends above it (use-fit-above-bottom-bar.ts).
    <div className={styles.bar} data-bottom-bar="">
      <div aria-live="polite" className={styles.slot} data-testid="offline-notice">
        {offline ? (
          <div className={styles.message} data-kind="offline">
            <p className={styles.text}>
              <strong>{pwaTexts.offlineHeading}</strong> {pwaTexts.offlineText}
            </p>
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className={styles.slot} data-testid="update-prompt">
        {update.waiting ? (
          <div className={styles.message} data-kind="update">
            <Button onClick={() => void update.apply()}>{pwaTexts.updateAvailable}</Button>
            <Button variant="secondary" onClick={dismissUpdate}>
              {pwaTexts.updateLater}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
