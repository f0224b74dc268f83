import { LOCALE } from '@kundenportal/domain/constants';
import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import type {
  PersonPensionAnswer,
  VorsorgestatusAnswer,
} from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { type DetailItem, DetailList } from '../../../components/ui/detail-list';
import { formatDate, formatEuro } from '../../../lib/format';
import sectionStyles from '../shared/section-card.module.css';
import { pensionEntered } from './shown';
import styles from './vorsorge.module.css';

const ws = texts.workspace;
const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** The customer's Vorsorgestatus, per adult (ADR 192): the figures the customer sees, and that they are an estimate. */
export function CustomerPension({
  answer,
  failed,
  switchedOn,
  names,
}: {
  answer: VorsorgestatusAnswer | undefined;
  failed: boolean;
  switchedOn: boolean;
  names: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={sectionStyles.heading}>
        {texts.heading}
      </h2>
      {switchedOn ? null : <p className={styles.muted}>{ws.switchedOff}</p>}
      <p className={styles.muted}>{ws.estimateNote}</p>
      {failed ? <p role="alert">{ws.loadError}</p> : null}
      {answer?.personen.length === 0 ? <p>{ws.noAdult}</p> : null}
      {answer?.personen.map((status) => (
        <PersonPension key={status.personId} name={names.get(status.personId) ?? ''} status={status} />
      ))}
    </Card>
  );
}

function PersonPension({ name, status }: { name: string; status: PersonPensionAnswer }) {
  const headingId = useId();
  const start: DetailItem = {
    label: texts.labels.rentenbeginn,
    value: [
      formatDate(status.rentenbeginn),
      texts.age(Math.floor(status.rentenalter_monate / 12), status.rentenalter_monate % 12),
    ],
  };
  const entered = pensionEntered(status);
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.personHeading}>
        {name}
      </h3>
      {entered ? null : <p>{ws.nothingEntered}</p>}
      <DetailList items={entered ? [...figures(status), start] : [start]} />
    </section>
  );
}

function figures(status: PersonPensionAnswer): DetailItem[] {
  return [
    { label: ws.wunschrente, value: formatEuro(status.wunschrente) },
    {
      label: texts.labels.gesetzlich,
      value:
        status.quelle === 'keine'
          ? texts.enquiry.sources.keine
          : [formatEuro(status.erwartet.gesetzlich), texts.enquiry.sources[status.quelle]],
    },
    { label: texts.labels.vertraege, value: formatEuro(status.erwartet.vertraege) },
    { label: ws.lueckeHeute, value: formatEuro(status.luecke_heute) },
    {
      label: texts.enquiry.lueckeBeiRentenbeginn,
      value: [
        formatEuro(status.luecke_bei_rentenbeginn),
        ws.atInflation(percent.format(status.inflation_prozent)),
      ],
    },
  ];
}
