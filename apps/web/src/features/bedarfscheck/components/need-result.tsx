import { productText } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { type NeedEntry, STATUSES } from '@kundenportal/domain/bedarfscheck/result';
import { PRIORITIES } from '@kundenportal/domain/bedarfscheck/rules';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { bedarfscheckTexts as texts } from '@kundenportal/domain/texts/bedarfscheck';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import styles from '../bedarfscheck.module.css';

export type GapActions = {
  /** 'Angebot anfordern' (only with an adviser to ask). */
  requestOffer?: (entry: NeedEntry) => void;
  /** 'Habe ich schon woanders': the contract form's address for this gap (only with vertrag_add). */
  addElsewherePath?: (entry: NeedEntry) => string;
  /** 'Vergleichen': the agency's calculator of this Sparte (only where it has one, issue 31). */
  comparePath?: (entry: NeedEntry) => string | undefined;
};

/**
 * One person's result (issue 30): the Sparten by priority (existenziell, wichtig, sinnvoll), each with
 * its status — covered with the contract, a gap, or to check — why it is recommended and what it is
 * (the product text). A gap offers an enquiry to the adviser and adding the contract one has elsewhere.
 */
export function NeedResult({
  name,
  entries,
  contractTitles,
  actions,
}: {
  name: string;
  entries: readonly NeedEntry[];
  contractTitles: ReadonlyMap<number, string>;
  actions: GapActions;
}) {
  const headingId = useId();
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.personHeading}>
        {texts.page.personHeading(name)}
      </h3>
      {PRIORITIES.map((priority) => {
        // Within a priority gaps first, then what to check, then what is covered (as result.ts sorts).
        const group = entries
          .filter((entry) => entry.prioritaet === priority)
          .sort((a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status));
        if (group.length === 0) return null;
        return (
          <div key={priority} className={styles.priority}>
            <h4 className={styles.priorityHeading}>{texts.result.priorities[priority]}</h4>
            <ul className={styles.entries}>
              {group.map((entry) => (
                <NeedItem
                  key={entry.sparte}
                  entry={entry}
                  contractTitle={entry.vertragId === null ? undefined : contractTitles.get(entry.vertragId)}
                  actions={actions}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function NeedItem({
  entry,
  contractTitle,
  actions,
}: {
  entry: NeedEntry;
  contractTitle: string | undefined;
  actions: GapActions;
}) {
  const product = productText(entry.sparte);
  const gap = entry.status === 'luecke';
  const compare = gap ? actions.comparePath?.(entry) : undefined;
  const sparteId = useId();
  return (
    <li className={styles.entry}>
      <p className={styles.entryHead}>
        <span id={sparteId} className={styles.sparte}>
          {sparteLabel(entry.sparte)}
        </span>
        <span className={styles.status} data-status={entry.status}>
          {texts.result.statuses[entry.status]}
        </span>
      </p>
      {contractTitle ? <p className={styles.contract}>{texts.page.contract(contractTitle)}</p> : null}
      <ul className={styles.reasons} aria-label={texts.page.reasonsHeading}>
        {entry.gruende.map((reason) => (
          <li key={reason}>{texts.reasons[reason]}</li>
        ))}
      </ul>
      {product ? <p className={styles.product}>{product.text}</p> : null}
      {gap && (actions.requestOffer || actions.addElsewherePath || compare) ? (
        <div className={styles.actions}>
          {actions.requestOffer ? (
            <Button aria-describedby={sparteId} onClick={() => actions.requestOffer?.(entry)}>
              {texts.result.requestOffer}
            </Button>
          ) : null}
          {actions.addElsewherePath ? (
            <Link className={styles.link} aria-describedby={sparteId} to={actions.addElsewherePath(entry)}>
              {texts.result.haveElsewhere}
            </Link>
          ) : null}
          {compare ? (
            <Link className={styles.link} aria-describedby={sparteId} to={compare}>
              {texts.result.compare}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
