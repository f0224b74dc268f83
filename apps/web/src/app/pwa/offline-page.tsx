import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import styles from '../root-layout.module.css';

/**
 * Instead of a page whose data could not load because the device is offline (e.g. the app started
 * offline while logged in): the session stays, and the page loads again by itself once the browser is
 * back online, or when the user tries again.
 */
export function OfflinePage() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidate]);
  return (
    <main id="main" className={styles.error}>
      <h1>{pwaTexts.offlinePageHeading}</h1>
      <p>{pwaTexts.offlinePageText}</p>
      <Button onClick={() => void revalidate()}>{pwaTexts.retry}</Button>
    </main>
  );
}
