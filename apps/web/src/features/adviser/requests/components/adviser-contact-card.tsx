import type { AdviserRequestRights } from '@kundenportal/domain/adviser-requests/request-rights';
import { paths } from '@kundenportal/domain/routing/paths';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import buttonStyles from '../../../../components/ui/button.module.css';
import { Card } from '../../../../components/ui/card';
import styles from '../requests.module.css';
import type { RequestKind } from './request-dialogs';

// The modals and the form engine load when one is first opened: the adviser page is the landing page,
// part of the first load after login (vite.config.ts), and stays small.
const RequestDialogs = lazy(() => import('./request-dialogs').then((m) => ({ default: m.RequestDialogs })));

/**
 * 'Kontakt zum Berater' on the adviser page (issue 11): a contact request, an enquiry and a recommendation
 * in a modal each, and 'Schaden melden' leading to the damage report page — each only as far as the
 * customer's rights allow (request-rights.ts), and the approvals ('Freigaben') on the documents page.
 * Nothing when none is allowed.
 */
export function AdviserContactCard({
  rights,
  approvals = false,
}: {
  rights: AdviserRequestRights;
  /** The approvals entry (spec section 6: with its flag and an adviser): the documents the adviser provided. */
  approvals?: boolean;
}) {
  const [open, setOpen] = useState<RequestKind | null>(null);
  const [loaded, setLoaded] = useState(false);
  const headingId = useId();
  if (!rights.contact && !rights.enquiry && !rights.recommend && !rights.damage && !approvals) return null;

  const show = (kind: RequestKind) => {
    setLoaded(true);
    setOpen(kind);
  };
  const buttons: [boolean, RequestKind, string][] = [
    [rights.contact, 'contact', texts.contactRequest],
    [rights.enquiry, 'enquiry', texts.enquiry],
    [rights.recommend, 'recommend', texts.recommend],
  ];
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {texts.cardHeading}
      </h2>
      <p className={styles.cardIntro}>{texts.cardIntro}</p>
      <div className={styles.cardActions}>
        {buttons.map(([allowed, kind, label]) =>
          allowed ? (
            <Button key={kind} variant="secondary" onClick={() => show(kind)}>
              {label}
            </Button>
          ) : null,
        )}
        {rights.damage ? (
          <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={paths.damage}>
            {texts.reportDamage}
          </Link>
        ) : null}
        {approvals ? (
          <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={paths.documents}>
            {texts.approvals}
          </Link>
        ) : null}
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <RequestDialogs open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
