import { betreuungLabel } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { withReturnTo } from '@kundenportal/domain/routing/return-to';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useId } from 'react';
import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import { EmptyState } from '../../../components/ui/empty-state';
import list from '../../../components/ui/list.module.css';
import styles from '../bestandsuebertragung.module.css';
import type { ForeignContract } from '../transfer-choices';

/** Insurer and number of a contract in one line: 'HUK-COBURG · Nr. KH 4711'. */
export function insurerLine(contract: { versicherer: string; nummer: string | null }): string {
  const nummer = contract.nummer?.trim();
  return nummer ? `${contract.versicherer} · ${texts.progress.contractNumber(nummer)}` : contract.versicherer;
}

/**
 * The household's Fremdverträge: who looks after each today, those in a running transfer marked 'in
 * Übertragung', one without a number with the way to enter it; below, 'Vertrag hinzufügen' to the
 * contract form (with vertrag_add), which leads back here once the contract is saved.
 */
export function ForeignContracts({
  contracts,
  mayAdd,
  mayEdit,
}: {
  contracts: readonly ForeignContract[];
  mayAdd: boolean;
  mayEdit: boolean;
}) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {texts.foreign.heading}
      </h2>
      <p className={styles.note}>{texts.foreign.intro}</p>
      {contracts.length === 0 ? (
        <EmptyState text={texts.foreign.empty} />
      ) : (
        <ul className={list.list}>
          {contracts.map((contract) => (
            <li key={contract.id} className={styles.item}>
              <div className={styles.itemHead}>
                <p className={styles.title}>{contract.title}</p>
                {contract.refusal === 'in_transfer' ? (
                  <span className={styles.inTransfer}>{texts.foreign.inTransfer}</span>
                ) : null}
              </div>
              <p>{insurerLine(contract)}</p>
              <p className={styles.muted}>
                {texts.betreuung.label} {betreuungLabel(contract.betreuung)}
              </p>
              {contract.refusal === 'number_missing' ? (
                <>
                  <p className={styles.muted}>{texts.contractNumberMissing}</p>
                  {mayEdit ? (
                    <Link className={list.action} to={href(paths.contractEdit, { id: contract.id })}>
                      {texts.foreign.addNumber(contract.title)}
                    </Link>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayAdd ? (
        <div className={styles.actions}>
          <Link
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
            to={withReturnTo(paths.contractAdd, paths.portfolioTransfer)}
            aria-describedby={hintId}
          >
            {texts.foreign.add}
          </Link>
          <p id={hintId} className={styles.addHint}>
            {texts.foreign.addHint}
          </p>
        </div>
      ) : null}
    </section>
  );
}
