import { insurersOf } from '@kundenportal/domain/bestandsuebertragung/board-state';
import { boardStateLabel } from '@kundenportal/domain/bestandsuebertragung/notices';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { PageHead } from '../shared/page-head';
import styles from './board.module.css';
import { type BoardColumn, boardColumns } from './board-columns';
import { TransferCard } from './transfer-card';
import { agencyTransfersQuery } from './transfers-api';

const texts = bestandsuebertragungTexts.workspace;

/**
 * `#/berater/bestandsuebertragungen`: the agency's transfers in four columns (open, waiting for an answer,
 * overdue, done; stacked on a phone), filterable by insurer (issue 29).
 */
export function TransfersBoardPage() {
  const transfers = useQuery(agencyTransfersQuery);
  // The insurer chosen is in the page's address: it stays over a reload and the way back from a customer.
  const [params, setParams] = useSearchParams();
  const insurer = params.get('versicherer') ?? '';
  const setInsurer = (value: string) => setParams(value ? { versicherer: value } : {}, { replace: true });
  const list = transfers.data ?? [];
  return (
    <>
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={transfers.isError ? texts.loadError : null}
      />
      {transfers.data && list.length === 0 ? <p>{texts.empty}</p> : null}
      {list.length > 0 ? (
        <>
          <SelectField
            className={styles.filter}
            label={texts.insurerFilter}
            value={insurer}
            onChange={(event) => setInsurer(event.target.value)}
          >
            <option value="">{texts.allInsurers}</option>
            {insurersOf(list).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <div className={styles.board}>
            {boardColumns(list, insurer).map((column) => (
              <Column key={column.state} column={column} />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}

function Column({ column }: { column: BoardColumn }) {
  const headingId = `board-${column.state}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeading}>
        {boardStateLabel(column.state)}
        <span className={styles.count}>{` (${column.transfers.length})`}</span>
      </h2>
      {column.transfers.length === 0 ? (
        <p className={styles.muted}>{texts.columnEmpty}</p>
      ) : (
        <ol className={styles.transfers}>
          {column.transfers.map((transfer) => (
            <TransferCard key={transfer.id} transfer={transfer} />
          ))}
        </ol>
      )}
    </section>
  );
}
