import { paths } from '@kundenportal/domain/routing/paths';
import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/loader';
import styles from '../root-layout.module.css';

// The Notfallkarte kept on the device (ADR 226): its chunk is precached by the service worker.
const offlineCard = () => import('../../features/notfallkarte/routes/offline-notfallkarte');
const OfflineNotfallkarte = lazy(() => offlineCard().then((m) => ({ default: m.OfflineNotfallkarte })));
const KeptCardLink = lazy(() => offlineCard().then((m) => ({ default: m.KeptCardLink })));

/**
 * Instead of a page whose data could not load because the device is offline (e.g. the app started
 * offline while logged in): the session stays, and the page loads again by itself once the browser is
 * back online, or when the user tries again. The Notfallkarte shows the copy kept on the device instead,
 * and any other page the way to it.
 */
export function OfflinePage() {
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  useEffect(() => {
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidate]);
  if (pathname === paths.notfallkarte)
    return (
      <main id="main" className={styles.error}>
        <Suspense fallback={<Spinner />}>
          <OfflineNotfallkarte />
        </Suspense>
      </main>
    );
  return (
    <main id="main" className={styles.error}>
      <h1>{pwaTexts.offlinePageHeading}</h1>
      <p>{pwaTexts.offlinePageText}</p>
      <Button onClick={() => void revalidate()}>{pwaTexts.retry}</Button>
      <Suspense fallback={null}>
        <KeptCardLink />
      </Suspense>
    </main>
  );
}
