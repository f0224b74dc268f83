import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { type NeedEntry, STATUSES } from '@kundenportal/domain/bedarfscheck/result';
import { PRIORITIES } from '@kundenportal/domain/bedarfscheck/rules';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { bedarfscheckTexts as texts } from '@kundenportal/domain/texts/bedarfscheck';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import sectionStyles from '../shared/section-card.module.css';
import { needsFromAnswers } from './shown';
import styles from './vorsorge.module.css';

const ws = texts.workspace;

/** Gaps first, then what to check, then what is covered; within each by priority (then the domain's order). */
const byStatus = (entries: readonly NeedEntry[]) =>
  [...entries].sort(
    (a, b) =>
      STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
      PRIORITIES.indexOf(a.prioritaet) - PRIORITIES.indexOf(b.prioritaet),
  );

/** The customer's Bedarfscheck, per person (ADR 192): each need's status, priority, occasion and contract. */
export function CustomerNeeds({
  answer,
  failed,
  switchedOn,
  names,
  contracts,
}: {
  answer: BedarfscheckAnswer | undefined;
  failed: boolean;
  switchedOn: boolean;
  names: ReadonlyMap<number, string>;
  contracts: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={sectionStyles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.muted}>{switchedOn ? ws.intro : ws.switchedOff}</p>
      {failed ? <p role="alert">{ws.loadError}</p> : null}
      {answer?.personen.length === 0 ? <p>{ws.noPerson}</p> : null}
      {answer && answer.personen.length > 0 && !needsFromAnswers(answer) ? <p>{ws.onlyEveryone}</p> : null}
      {answer?.personen.map((person) => (
        <PersonNeeds
          section={headingId}
          key={person.personId}
          name={names.get(person.personId) ?? ''}
          entries={person.ergebnis}
          contracts={contracts}
        />
      ))}
    </Card>
  );
}

/** One person's needs: a region named by the section and the person ('Bedarfscheck Max Mustermann'). */
function PersonNeeds({
  section,
  name,
  entries,
  contracts,
}: {
  section: string;
  name: string;
  entries: readonly NeedEntry[];
  contracts: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  return (
    <section className={styles.person} aria-labelledby={`${section} ${headingId}`}>
      <h3 id={headingId} className={styles.personHeading}>
        {name}
      </h3>
      <ul className={styles.needs}>
        {byStatus(entries).map((entry) => {
          const contract = entry.vertragId === null ? undefined : contracts.get(entry.vertragId);
          return (
            <li key={entry.sparte} className={styles.need}>
              <p className={styles.needHead}>
                <strong>{sparteLabel(entry.sparte)}</strong>
                <span className={styles.status} data-status={entry.status}>
                  {texts.result.statuses[entry.status]}
                </span>
              </p>
              <p className={styles.muted}>
                {ws.occasion(
                  texts.result.priorities[entry.prioritaet],
                  entry.gruende.map((rule) => ws.occasions[rule]).join(', '),
                )}
              </p>
              {contract ? <p className={styles.muted}>{texts.page.contract(contract)}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
