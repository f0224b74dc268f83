import {
  boardStateLabel,
  levelLabel,
  personNote,
  stepLine,
  transferBadge,
} from '@kundenportal/domain/bestandsuebertragung/notices';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formatDayDe } from '@kundenportal/domain/validation/date-bounds';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import styles from './board.module.css';
import { customerTransfersQuery } from './transfers-api';

const texts = bestandsuebertragungTexts.workspace;
const progress = bestandsuebertragungTexts.progress;

/** One customer's transfers on the household page (issue 29), with each contract's status. */
export function CustomerTransfers({ customerId }: { customerId: number }) {
  const transfers = useQuery(customerTransfersQuery(customerId));
  const own = transfers.data ?? [];
  return (
    <SectionCard
      id="household-transfers"
      title={texts.householdHeading}
      empty={transfers.isError ? texts.loadError : transfers.data ? texts.householdEmpty : null}
      footer={
        own.length > 0 ? (
          <p>
            <Link to={workspacePaths.transfers}>{texts.toBoard}</Link>
          </p>
        ) : null
      }
    >
      {own.map((transfer) => {
        // A withdrawn transfer says so with its day; its contracts never went out, so no step of theirs.
        const withdrawn = transfer.status === 'zurueckgezogen';
        return (
          <li key={transfer.id} className={sectionItemClass}>
            <strong>{progress.requestedOn(formatDayDe(transfer.createdAt))}</strong>
            <span className={styles.muted}>
              {[
                personNote(transfer),
                levelLabel(transfer.level),
                withdrawn ? transferBadge(transfer).text : boardStateLabel(transfer.state),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <ul className={styles.contracts}>
              {transfer.contracts.map((contract) => (
                <li key={contract.contractId}>
                  {[
                    contract.versicherer,
                    progress.contractNumber(contract.nummer),
                    withdrawn ? '' : stepLine(contract, transfer.level),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </SectionCard>
  );
}
