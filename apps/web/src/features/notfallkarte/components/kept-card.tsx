import { notfallkarteTexts as t } from '@kundenportal/domain/texts/notfallkarte';
import list from '../../../components/ui/list.module.css';
import { Notice } from '../../../components/ui/notice';
import type { OfflineCopy } from '../../../lib/offline-copy';
import type { KeptCard } from '../offline-card';
import { standText } from '../offline-card';
import styles from '../routes/notfallkarte-page.module.css';
import { Card, Phone, Steps } from './card-view';

/** The card as kept on this device, shown without a connection: its date, the card, the contact, what to do. */
export function KeptCardView({ kept }: { kept: OfflineCopy<KeptCard> }) {
  const contact = kept.data.notfallkontakt;
  return (
    <>
      <Notice variant="info">
        {t.offline.shown} <strong>{standText(kept.stand)}</strong>
      </Notice>
      <Card card={kept.data.karte} />
      <section className={styles.section} aria-labelledby="notfall-kontakt">
        <h2 id="notfall-kontakt">{t.contact.title}</h2>
        {contact ? (
          <p className={list.card}>
            {contact.name}: <Phone number={contact.telefon} />
          </p>
        ) : (
          <p>{t.contact.none}</p>
        )}
      </section>
      <Steps id="unfall" title={t.carAccident.title} steps={t.carAccident.steps} />
      <Steps id="einbruch" title={t.burglary.title} steps={t.burglary.steps} />
    </>
  );
}
