import {
  answerDueBy,
  contractsByInsurer,
  isOverdue,
  overdueSince,
} from '@kundenportal/domain/bestandsuebertragung/board-state';
import {
  contractName,
  levelLabel,
  personNote,
  stepLine,
  transferBadge,
  transferStatusLabel,
} from '@kundenportal/domain/bestandsuebertragung/notices';
import { isFinalStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type {
  AgencyTransfer,
  TransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formatDayDe } from '@kundenportal/domain/validation/date-bounds';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { AnswerForm } from './answer-form';
import styles from './board.module.css';
import { InsurerLetter } from './insurer-letter';

const texts = bestandsuebertragungTexts.workspace;
const progress = bestandsuebertragungTexts.progress;

const transferHeadingId = (transferId: number) => `transfer-${transferId}`;
const answerToggleId = (transferId: number, contractId: number) => `answer-${transferId}-${contractId}`;

/**
 * After an answer is saved its form closes and the transfer may move to another column (drawn anew): the
 * contract's entry that shows the new step — `steps` long — takes the focus on its 'Antwort … erfassen'
 * where it may still be answered, else the transfer's heading does.
 */
let focusAfterAnswer: { transferId: number; contractId: number; steps: number } | null = null;

function useFocusAfterAnswer(transferId: number, contract: TransferContract) {
  useEffect(() => {
    const pending = focusAfterAnswer;
    if (pending?.transferId !== transferId || pending.contractId !== contract.contractId) return;
    if (contract.verlauf.length < pending.steps) return;
    focusAfterAnswer = null;
    (
      document.getElementById(answerToggleId(transferId, contract.contractId)) ??
      document.getElementById(transferHeadingId(transferId))
    )?.focus();
  });
}

/** One transfer on the board: whose it is, then per insurer its letter and its contracts with their answers. */
export function TransferCard({ transfer }: { transfer: AgencyTransfer }) {
  const headingId = transferHeadingId(transfer.id);
  return (
    <li>
      <article className={styles.transfer} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.transferHeading} tabIndex={-1}>
          <Link to={customerPath(transfer.customer.id)}>{transfer.customer.name}</Link>
        </h3>
        <p className={styles.muted}>
          {[
            personNote(transfer),
            progress.requestedOn(formatDayDe(transfer.createdAt)),
            `${texts.level}: ${levelLabel(transfer.level)}`,
            transfer.status === 'zurueckgezogen'
              ? transferBadge(transfer).text
              : transfer.status === 'beantragt'
                ? ''
                : transferStatusLabel(transfer.status),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {contractsByInsurer(transfer.contracts).map((group) => (
          <section
            key={group.versicherer}
            className={styles.insurer}
            aria-label={texts.contractsAt(group.versicherer)}
          >
            <h4 className={styles.insurerHeading}>{group.versicherer}</h4>
            <InsurerLetter transfer={transfer} versicherer={group.versicherer} contracts={group.contracts} />
            <ul className={styles.contracts}>
              {group.contracts.map((contract) => (
                <ContractEntry key={contract.contractId} transfer={transfer} contract={contract} />
              ))}
            </ul>
          </section>
        ))}
      </article>
    </li>
  );
}

function ContractEntry({ transfer, contract }: { transfer: AgencyTransfer; contract: TransferContract }) {
  const [answering, setAnswering] = useState(false);
  const formId = useId();
  useFocusAfterAnswer(transfer.id, contract);
  const mayAnswer =
    transfer.status === 'beantragt' && contract.status !== 'beantragt' && !isFinalStatus(contract.status);
  return (
    <li className={styles.contract}>
      <strong>{contractName(contract)}</strong>
      {/* A withdrawn transfer's contracts never went out: the transfer names its withdrawal instead. */}
      {transfer.status === 'zurueckgezogen' ? null : <span>{stepLine(contract, transfer.level)}</span>}
      <ContractDeadline contract={contract} />
      {contract.notiz ? (
        <span>
          {contract.status === 'abgelehnt'
            ? `${progress.reason}: `
            : contract.status === 'rueckfrage'
              ? `${progress.query}: `
              : ''}
          {contract.notiz}
        </span>
      ) : null}
      {mayAnswer ? (
        <>
          <Button
            id={answerToggleId(transfer.id, contract.contractId)}
            variant="link"
            aria-expanded={answering}
            aria-controls={answering ? formId : undefined}
            onClick={() => setAnswering(!answering)}
          >
            {texts.answerFor(contract.nummer)}
          </Button>
          {answering ? (
            <div id={formId}>
              <AnswerForm
                transfer={transfer}
                contract={contract}
                onDone={() => setAnswering(false)}
                onSaved={() => {
                  focusAfterAnswer = {
                    transferId: transfer.id,
                    contractId: contract.contractId,
                    steps: contract.verlauf.length + 1,
                  };
                }}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** Sent and unanswered: the day the answer is due by, or since when it is overdue. */
function ContractDeadline({ contract }: { contract: TransferContract }) {
  if (contract.status !== 'gesendet' || !contract.gesendetAm) return null;
  if (isOverdue(contract, new Date()))
    return (
      <span className={styles.overdue}>
        {texts.overdueSince(formatDate(overdueSince(contract.gesendetAm)))}
      </span>
    );
  return (
    <span className={styles.muted}>
      {progress.answerExpected(formatDate(answerDueBy(contract.gesendetAm)))}
    </span>
  );
}
