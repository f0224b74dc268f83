import { levelLabel } from '@kundenportal/domain/bestandsuebertragung/notices';
import type {
  TransferRequest,
  TransfersAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import styles from '../bestandsuebertragung.module.css';
import { chosenPerson, type ForeignContract, type HouseholdMember, mandateNote } from '../transfer-choices';
import { contractLabel } from './request-choose';

/**
 * The request's second step: whose Vollmacht (the contracts' person), how many contracts (named), which level, whether a signature follows or a
 * signed mandate is reused; 'Zurück' keeps every choice, 'Anfrage senden' posts it. `problems`: the
 * server's refusal (a 422), each named by its contract.
 */
export function RequestSummary({
  body,
  contracts,
  persons,
  mandates,
  problems,
  sending,
  onBack,
  onSend,
}: {
  body: TransferRequest;
  contracts: readonly ForeignContract[];
  persons: readonly HouseholdMember[];
  mandates: TransfersAnswer['mandates'];
  problems: readonly string[];
  sending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the choice: the focus moves to its heading, so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  const chosen = body.contractIds.flatMap((id) => contracts.filter((contract) => contract.id === id));
  // One person's contracts (ADR 183): the policyholder who signs.
  const personId = chosenPerson(body.contractIds, contracts);
  const person = persons.find((member) => member.id === personId)?.name ?? texts.request.unknownPerson;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {texts.request.summaryHeading}
      </h3>
      {problems.length > 0 ? (
        <Notice variant="error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Notice>
      ) : null}
      <dl className={styles.summary}>
        <dt>{texts.request.personChosen}</dt>
        <dd>{person}</dd>
        <dt>{texts.request.contractCount(chosen.length)}</dt>
        <dd>
          <ul>
            {chosen.map((contract) => (
              <li key={contract.id}>{contractLabel(contract)}</li>
            ))}
          </ul>
        </dd>
        <dt>{texts.request.levelChosen}</dt>
        <dd>{levelLabel(body.level)}</dd>
      </dl>
      <p>{mandateNote(mandates, personId, body.level)}</p>
      <div className={styles.actions}>
        <Button block onClick={onSend} disabled={sending} aria-busy={sending || undefined}>
          {texts.request.send}
        </Button>
        <Button variant="secondary" block onClick={onBack}>
          {texts.request.back}
        </Button>
      </div>
    </section>
  );
}
