import { answerDueBy, isOverdue } from '@kundenportal/domain/bestandsuebertragung/board-state';
import { levelLabel, stepLine, transferBadge } from '@kundenportal/domain/bestandsuebertragung/notices';
import { canWithdraw } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { Transfer, TransferContract } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formatDateDe, formatDayDe } from '@kundenportal/domain/validation/date-bounds';
import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import list from '../../../components/ui/list.module.css';
import styles from '../bestandsuebertragung.module.css';
import { insurerLine } from './foreign-contracts';

/** What the current status says beyond its day: the answer's deadline, the broker's start, the reason. */
function statusDetail(contract: TransferContract, transfer: Transfer) {
  const p = texts.progress;
  if (contract.status === 'gesendet' && contract.gesendetAm) {
    const due = formatDateDe(answerDueBy(contract.gesendetAm));
    return isOverdue(contract, new Date()) ? (
      <p>{p.answerOverdue(due)}</p>
    ) : (
      <p className={styles.muted}>{p.answerExpected(due)}</p>
    );
  }
  if (contract.status === 'bestaetigt')
    return (
      <p>
        {transfer.level === 'maklermandat'
          ? p.lookedAfterFrom(formatDateDe(contract.datum))
          : p.dataReceived(formatDateDe(contract.datum))}
      </p>
    );
  if ((contract.status === 'abgelehnt' || contract.status === 'rueckfrage') && contract.notiz)
    return (
      <p className={styles.notiz}>
        {contract.status === 'abgelehnt' ? p.reason : p.query}: {contract.notiz}
      </p>
    );
  return null;
}

function ContractProgress({
  contract,
  transfer,
  title,
}: {
  contract: TransferContract;
  transfer: Transfer;
  title: string | undefined;
}) {
  return (
    <li className={styles.contract}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={title ? undefined : styles.title}>{insurerLine(contract)}</p>
      {contract.sparte && sparteLabel(contract.sparte) !== title ? (
        <p className={styles.muted}>{sparteLabel(contract.sparte)}</p>
      ) : null}
      {transfer.status === 'zurueckgezogen' ? null : (
        <>
          <p>
            <span className={styles.status} data-status={contract.status}>
              {stepLine(contract, transfer.level)}
            </span>
          </p>
          {statusDetail(contract, transfer)}
        </>
      )}
      {contract.verlauf.length > 1 ? (
        <ol className={styles.steps} aria-label={texts.progress.history(contract.nummer)}>
          {contract.verlauf.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step has no id, and the list is append-only.
            <li key={index}>
              {stepLine(step, transfer.level)}
              {step.notiz ? <span className={styles.notiz}> – {step.notiz}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * One transfer: its level, when it was asked for, its own status (with the way to sign while the mandate
 * is missing), each contract's way at its insurer, and 'Anfrage zurückziehen' while nothing was sent.
 */
export function TransferProgress({
  transfer,
  titles,
  signPath,
  onWithdraw,
}: {
  transfer: Transfer;
  /** The household's contracts' titles by id (a contract deleted since, or without vertrag_list, has none). */
  titles: ReadonlyMap<number, string>;
  /** The signing page of the transfer's mandate. */
  signPath: string;
  onWithdraw: (transfer: Transfer) => void;
}) {
  const badge = transferBadge(transfer);
  return (
    <li className={styles.item} data-transfer-status={badge.state}>
      <div className={styles.itemHead}>
        <p className={styles.title}>{levelLabel(transfer.level)}</p>
        <span className={styles.status} data-status={badge.state}>
          {badge.text}
        </span>
      </div>
      <p className={styles.muted}>{texts.progress.requestedOn(formatDayDe(transfer.createdAt))}</p>
      <ul className={styles.contracts}>
        {transfer.contracts.map((contract) => (
          <ContractProgress
            key={contract.contractId}
            contract={contract}
            transfer={transfer}
            title={titles.get(contract.contractId)}
          />
        ))}
      </ul>
      {transfer.status === 'zu_unterschreiben' || canWithdraw(transfer) ? (
        <div className={styles.actions}>
          {transfer.status === 'zu_unterschreiben' ? (
            <Link className={`${buttonStyles.button} ${buttonStyles.primary}`} to={signPath}>
              {texts.request.sign}
            </Link>
          ) : null}
          {canWithdraw(transfer) ? (
            <button
              type="button"
              className={`${list.action} ${list.danger}`}
              onClick={() => onWithdraw(transfer)}
              aria-label={texts.withdraw.buttonOf(
                levelLabel(transfer.level),
                formatDayDe(transfer.createdAt),
              )}
            >
              {texts.withdraw.button}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
