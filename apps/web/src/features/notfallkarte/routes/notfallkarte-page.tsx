import { notfallkarteTexts as t } from '@kundenportal/domain/texts/notfallkarte';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Page } from '../../../components/ui/page';
import { isOfflineFailure } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useEmergencyContact, useNotfallkarte } from '../api/notfallkarte-api';
import { Card, Phone, Steps } from '../components/card-view';
import { EmergencyContact } from '../components/emergency-contact';
import { KeptCardView } from '../components/kept-card';
import { OfflineSection } from '../components/offline-section';
import { type KeptCard, useKeptCard } from '../offline-card';
import styles from './notfallkarte-page.module.css';

/**
 * /app/notfallkarte (issue 32): per household person the policy numbers of the card's lines with the
 * claims hotline, the adviser's numbers, and what to do after a car accident and after a burglary. Kept on
 * the device by the customer's choice, the card shows its last copy where it cannot load (ADR 226).
 */
export function NotfallkartePage() {
  const card = useNotfallkarte();
  const contact = useEmergencyContact();
  const kept = useKeptCard();
  const current = useMemo<KeptCard | null>(
    () =>
      card.data && contact.data ? { karte: card.data, notfallkontakt: contact.data.notfallkontakt } : null,
    [card.data, contact.data],
  );
  if (!card.data && isOfflineFailure(card.error) && kept)
    return (
      <Page heading={routeTitleTexts.notfallkarte} intro={t.intro}>
        <KeptCardView kept={kept} />
      </Page>
    );
  return (
    <Page heading={routeTitleTexts.notfallkarte} intro={t.intro}>
      {card.isPending ? <Spinner /> : null}
      {card.isError ? <LoadFailed onRetry={() => void card.refetch()} /> : null}
      {card.data ? (
        <>
          <Card card={card.data} />
          <PdfButton />
        </>
      ) : null}
      <section className={styles.section} aria-labelledby="notfall-kontakt">
        <h2 id="notfall-kontakt">{t.contact.title}</h2>
        <p>{t.contact.intro}</p>
        <EmergencyContact callLink={(number) => <Phone number={number} />} />
      </section>
      <OfflineSection current={current} fetchedAt={Math.min(card.dataUpdatedAt, contact.dataUpdatedAt)} />
      <Steps id="unfall" title={t.carAccident.title} steps={t.carAccident.steps} />
      <Steps id="einbruch" title={t.burglary.title} steps={t.burglary.steps} />
    </Page>
  );
}

/** The wallet-size card as a PDF (GET /api/notfallkarte/pdf, fetched with the session header). */
function PdfButton() {
  const [pending, setPending] = useState(false);
  return (
    <div className={layout.actions}>
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() => {
          setPending(true);
          downloadFile('/notfallkarte/pdf', t.pdf.filename(isoDateIn(new Date())))
            .catch(() => undefined)
            .finally(() => setPending(false));
        }}
      >
        {t.pdf.download}
      </Button>
    </div>
  );
}
