import { paths } from '@kundenportal/domain/routing/paths';
import { notfallkarteTexts as t } from '@kundenportal/domain/texts/notfallkarte';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { KeptCardView } from '../components/kept-card';
import { useKeptCard } from '../offline-card';

/**
 * /app/notfallkarte opened without a connection (the app's offline page, app/pwa/offline-page.tsx): the
 * copy kept on this device with its date, or what to do to have one (ADR 226).
 */
export function OfflineNotfallkarte() {
  const kept = useKeptCard();
  return (
    <Page heading={routeTitleTexts.notfallkarte}>
      {kept ? <KeptCardView kept={kept} /> : <Notice variant="info">{t.offline.none}</Notice>}
    </Page>
  );
}

/** On the offline page of any other address: the way to the kept card, where there is one. */
export function KeptCardLink() {
  const kept = useKeptCard();
  return kept ? (
    <p>
      <Link to={paths.notfallkarte}>{t.offline.open}</Link>
    </p>
  ) : null;
}
