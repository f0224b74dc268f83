import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Outlet, useNavigation, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { GlobalLoader } from '../components/ui/loader';
import { isOfflineFailure } from '../lib/api-client';
import { keepDraftsForReload } from '../lib/form-drafts';
import { OfflinePage } from './pwa/offline-page';
import styles from './root-layout.module.css';
import { useRouteChange } from './use-route-change';

/** The root of every page: route-change effects and the global loader around the intro or app layout. */
export function RootLayout() {
  useRouteChange();
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      <GlobalLoader pending={navigation.state === 'loading'} />
    </>
  );
}

/** Shown when a page fails to load or render (e.g. an outdated chunk after a deployment). */
export function RouteError() {
  const error = useRouteError();
  if (isOfflineFailure(error)) return <OfflinePage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className={styles.error}>
      <h1>{uiTexts.errorHeading}</h1>
      <Button
        onClick={() => {
          keepDraftsForReload();
          window.location.reload();
        }}
      >
        {uiTexts.reload}
      </Button>
    </main>
  );
}
