import { pwaTexts } from '@kundenportal/domain/texts/pwa-texts';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { isOffline, subscribeConnectivity } from '../../lib/connectivity';
import styles from './pwa-status.module.css';
import { registerServiceWorker } from './register-service-worker';
import { dismissUpdate, getUpdateState, subscribeUpdate } from './update-store';

/**
 * The installable app's two messages at the bottom of every screen, outside the router so they show
 * even while a page cannot load: the offline notice while the device has no connection, and the
 * prompt to switch to a new version once one waits. Both live regions exist before their message
 * appears, so screen readers announce it; the buttons are in the normal tab order.
 */
export function PwaStatus() {
  useEffect(() => registerServiceWorker(), []);
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
  const update = useSyncExternalStore(subscribeUpdate, getUpdateState);
  return (
    <div className={styles.bar}>
      <div role="status" className={styles.slot}>
        {offline ? (
          <div className={styles.message} data-kind="offline">
            <p className={styles.text}>
              <strong>{pwaTexts.offlineHeading}</strong> {pwaTexts.offlineText}
            </p>
          </div>
        ) : null}
      </div>
      <section role="status" aria-label={pwaTexts.updateRegion} className={styles.slot}>
        {update.waiting ? (
          <div className={styles.message} data-kind="update">
            <Button onClick={() => void update.apply()}>{pwaTexts.updateAvailable}</Button>
            <Button variant="secondary" onClick={dismissUpdate}>
              {pwaTexts.updateLater}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
