import { formatEuro } from '@kundenportal/domain/format/euro';
import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { useId } from 'react';
import styles from '../vorsorgestatus.module.css';

const percent = (part: number, whole: number) => `${whole > 0 ? Math.min(100, (part / whole) * 100) : 0}%`;

/**
 * A person's figures (issue 30): the gap today and at the start, the text summary, a bar chart of wish,
 * expected pension and gap (an image to screen readers: the summary and the table say the same) and the
 * table with the statutory pension's deductions.
 */
export function PensionFigures({ status }: { status: PersonPensionAnswer }) {
  const { labels, page } = texts;
  const tableId = useId();
  const expected = status.erwartet.gesetzlich + status.erwartet.vertraege;
  const scale = Math.max(status.wunschrente, expected, 1);
  const summary =
    status.wunschrente <= 0
      ? texts.noWish
      : status.luecke_heute > 0
        ? texts.summary(formatEuro(status.wunschrente), formatEuro(expected), formatEuro(status.luecke_heute))
        : texts.noGap;
  return (
    <div className={styles.figures}>
      <dl className={styles.gaps}>
        <div>
          <dt>{labels.lueckeHeute}</dt>
          <dd>{formatEuro(status.luecke_heute)}</dd>
        </div>
        <div>
          <dt>{labels.lueckeBeiRentenbeginn}</dt>
          <dd>{formatEuro(status.luecke_bei_rentenbeginn)}</dd>
        </div>
      </dl>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.meta}>
        {page.startsOn(
          formatDateDe(status.rentenbeginn),
          Math.floor(status.rentenalter_monate / 12),
          status.rentenalter_monate % 12,
        )}{' '}
        {status.quelle === 'keine' ? page.noStatutory : page.source(texts.sources[status.quelle])}
      </p>

      <div className={styles.chart} role="img" aria-label={page.chartLabel}>
        <div className={styles.bar}>
          <span className={styles.barLabel}>{page.wunschrente}</span>
          <span className={styles.track}>
            <span className={styles.wish} style={{ width: percent(status.wunschrente, scale) }} />
          </span>
        </div>
        <div className={styles.bar}>
          <span className={styles.barLabel}>{page.erwartet}</span>
          <span className={styles.track}>
            <span
              className={styles.statutory}
              style={{ width: percent(status.erwartet.gesetzlich, scale) }}
            />
            <span className={styles.contracts} style={{ width: percent(status.erwartet.vertraege, scale) }} />
          </span>
        </div>
        <div className={styles.bar}>
          <span className={styles.barLabel}>{page.luecke}</span>
          <span className={styles.track}>
            <span className={styles.gap} style={{ width: percent(status.luecke_heute, scale) }} />
          </span>
        </div>
        {status.erwartet.vertraege > 0 ? (
          <p className={styles.legend}>
            <span className={styles.statutory} /> {page.legendStatutory} <span className={styles.contracts} />{' '}
            {labels.vertraege}
          </p>
        ) : null}
      </div>

      <table className={styles.table} aria-labelledby={tableId}>
        <caption id={tableId}>{page.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{page.figuresHeading}</th>
            <th scope="col">{page.amount}</th>
          </tr>
        </thead>
        <tbody>
          <Row label={labels.wunschrente} amount={status.wunschrente} />
          <Row label={labels.gesetzlichBrutto} amount={status.gesetzlich.brutto} />
          <Row label={labels.krankenversicherung} amount={-status.gesetzlich.krankenversicherung} />
          <Row label={labels.pflegeversicherung} amount={-status.gesetzlich.pflegeversicherung} />
          <Row label={labels.steuer} amount={-status.gesetzlich.steuer} />
          <Row label={labels.gesetzlich} amount={status.erwartet.gesetzlich} />
          <Row label={labels.vertraege} amount={status.erwartet.vertraege} />
          <Row label={labels.lueckeHeute} amount={status.luecke_heute} strong />
          <Row label={labels.lueckeBeiRentenbeginn} amount={status.luecke_bei_rentenbeginn} strong />
        </tbody>
      </table>
    </div>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? styles.strong : undefined}>
      <th scope="row">{label}</th>
      <td>{formatEuro(amount === 0 ? 0 : amount)}</td>
    </tr>
  );
}
