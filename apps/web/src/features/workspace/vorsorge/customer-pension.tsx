import { LOCALE } from '@kundenportal/domain/constants';
import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import type {
  PersonPensionAnswer,
  VorsorgestatusAnswer,
} from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
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
        <PersonPension
          section={headingId}
          key={status.personId}
          name={names.get(status.personId) ?? ''}
          status={status}
        />
      ))}
    </Card>
  );
}

type Figure = { label: string; value: string; note?: string };

/** One adult's figures: a region named by the section and the person ('Vorsorgestatus Max Mustermann'). */
function PersonPension({
  section,
  name,
  status,
}: {
  section: string;
  name: string;
  status: PersonPensionAnswer;
}) {
  const headingId = useId();
  const start: Figure = {
    label: texts.labels.rentenbeginn,
    value: formatDate(status.rentenbeginn),
    note: ws.atAge(Math.floor(status.rentenalter_monate / 12), status.rentenalter_monate % 12),
  };
  const entered = pensionEntered(status);
  return (
    <section className={styles.person} aria-labelledby={`${section} ${headingId}`}>
      <h3 id={headingId} className={styles.personHeading}>
        {name}
      </h3>
      {entered ? null : <p>{ws.nothingEntered}</p>}
      {/* Label and amount on one line, the amount's source or assumption under it: compact at 375 px. */}
      <dl className={styles.figures}>
        {(entered ? [...figures(status), start] : [start]).map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>
              <span>{figure.value}</span>
              {figure.note ? <span className={styles.note}>{figure.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function figures(status: PersonPensionAnswer): Figure[] {
  const { sources } = texts.enquiry;
  return [
    { label: ws.wunschrente, value: formatEuro(status.wunschrente) },
    status.quelle === 'keine'
      ? { label: texts.labels.gesetzlich, value: sources.keine }
      : {
          label: texts.labels.gesetzlich,
          value: formatEuro(status.erwartet.gesetzlich),
          note: sources[status.quelle],
        },
    { label: texts.labels.vertraege, value: formatEuro(status.erwartet.vertraege) },
    { label: ws.lueckeHeute, value: formatEuro(status.luecke_heute) },
    {
      label: texts.enquiry.lueckeBeiRentenbeginn,
      value: formatEuro(status.luecke_bei_rentenbeginn),
      note: ws.atInflation(percent.format(status.inflation_prozent)),
    },
  ];
}
