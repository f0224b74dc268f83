import { notfallkarteTexts } from '@kundenportal/domain/texts/notfallkarte';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { toast } from '../../../lib/toast-store';
import { dropKeptCard, type KeptCard, keepCard, standText, useKeptCard } from '../offline-card';
import styles from '../routes/notfallkarte-page.module.css';

const t = notfallkarteTexts.offline;

/**
 * "Offline verfügbar machen" (ADR 226): the customer's choice for this device. Chosen, the card and the
 * emergency contact as last fetched are kept, refreshed whenever they load again online; removing it drops
 * them. `fetchedAt` is when the older of the two answers arrived.
 */
export function OfflineSection({ current, fetchedAt }: { current: KeptCard | null; fetchedAt: number }) {
  const kept = useKeptCard();
  const optedIn = kept !== null;
  useEffect(() => {
    if (optedIn && current && fetchedAt > 0) keepCard(current, new Date(fetchedAt));
  }, [optedIn, current, fetchedAt]);
  return (
    <section className={styles.section} aria-labelledby="notfall-offline">
      <h2 id="notfall-offline">{t.title}</h2>
      <p>{t.intro}</p>
      {kept ? (
        <p>
          {t.kept} {standText(kept.stand)}
        </p>
      ) : null}
      <div className={layout.actions}>
        {kept ? (
          <Button
            variant="secondary"
            onClick={() => {
              dropKeptCard();
              toast.success(t.removed);
            }}
          >
            {t.disable}
          </Button>
        ) : (
          <Button
            disabled={!current}
            onClick={() => {
              if (current && keepCard(current, new Date(fetchedAt))) toast.success(t.enabled);
            }}
          >
            {t.enable}
          </Button>
        )}
      </div>
    </section>
  );
}
