import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractTitle, type HouseholdPerson } from '@kundenportal/domain/contracts/contract-list';
import { paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts } from '@kundenportal/domain/texts/banking';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { liquidityTexts } from '@kundenportal/domain/texts/liquidity';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import list from '../../../components/ui/list.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { Totals } from '../../../components/ui/totals';
import { formatEuro } from '../../../lib/format';
import { chartHeight } from '../components/chart-size';
import { LiquidityTable } from '../components/liquidity-table';
import { type ContractEntry, type LiquidityView, liquidityView } from '../liquidity-rows';
import styles from './liquidity.module.css';

// The chart is a chunk of its own: only this page loads it.
const LiquidityChart = lazy(() => import('../components/liquidity-chart'));

/** The household's contracts as a query gives them (GET /api/contracts, read where the page is composed). */
export type ContractsSource = {
  data: readonly Contract[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type LiquidityPageProps = {
  contracts: ContractsSource;
  persons: readonly HouseholdPerson[];
  /** False when the account may not read the contract list (vertrag_list), which the page sums up. */
  permitted: boolean;
  /** The view from the bank accounts (issue 33, banking feature), shown after the contracts'. */
  bankView?: ReactNode;
};

/**
 * /app/liquiditaet (issue 10, needs liquiditaet): what the household's active contracts cost a month and
 * a year — the total, a bar chart per Sparte with the same numbers in a table per person and Sparte,
 * one-off payments and contracts without a premium listed apart (in no sum). The contracts come from the
 * contracts feature's query, handed in by app/pages (features do not import each other).
 */
export function LiquidityPage({ contracts, persons, permitted, bankView }: LiquidityPageProps) {
  const view = useMemo(
    () => (contracts.data ? liquidityView(contracts.data, persons) : null),
    [contracts.data, persons],
  );
  return (
    <Page heading={liquidityTexts.heading} intro={liquidityTexts.intro}>
      {/* Issue 33: the bank accounts belong to the liquidity (the same flag). */}
      <p className={styles.bankLink}>
        <Link to={paths.bankAccounts}>{bankingTexts.liquidityLink}</Link>
      </p>
      {!permitted ? (
        <Notice variant="info">
          <p>{liquidityTexts.notPermitted}</p>
        </Notice>
      ) : contracts.isError ? (
        <LoadFailed onRetry={() => void contracts.refetch()} />
      ) : contracts.isPending || !view ? (
        <Spinner />
      ) : (
        <LiquidityContent view={view} />
      )}
      {bankView}
    </Page>
  );
}

function LiquidityContent({ view }: { view: LiquidityView }) {
  const chartLabel = liquidityTexts.chartLabel(
    view.sparten.map((bar) => liquidityTexts.chartBar(bar.label, bar.month)).join(', '),
    view.total.month,
  );
  return (
    <>
      {view.sparten.length === 0 ? (
        <EmptyState text={liquidityTexts.empty} />
      ) : (
        <>
          <Totals
            heading={contractTexts.householdTotals}
            values={[contractTexts.perMonth(view.total.month), contractTexts.perYear(view.total.year)]}
            note={contractTexts.totalsNote}
          />
          <Section heading={liquidityTexts.chartHeading} card>
            <Suspense
              fallback={
                <div className={styles.chartSpace} style={{ height: chartHeight(view.sparten.length) }} />
              }
            >
              <LiquidityChart bars={view.sparten} label={chartLabel} />
            </Suspense>
          </Section>
          <LiquidityTable persons={view.persons} total={view.total} />
        </>
      )}
      {view.oneOff.length > 0 ? (
        <Section heading={liquidityTexts.oneOffHeading} note={liquidityTexts.oneOffNote}>
          <ContractList
            entries={view.oneOff}
            detail={(contract) => liquidityTexts.oneOffAmount(formatEuro(contract.beitrag))}
          />
        </Section>
      ) : null}
      {view.withoutPremium.length > 0 ? (
        <Section heading={liquidityTexts.withoutPremiumHeading} note={liquidityTexts.withoutPremiumNote}>
          <ContractList entries={view.withoutPremium} />
        </Section>
      ) : null}
    </>
  );
}

/** A part of the page under its heading; `card`: on a surface of its own (the chart, like the table). */
function Section(props: { heading: string; note?: string; card?: boolean; children: ReactNode }) {
  const { heading, note, card, children } = props;
  const headingId = useId();
  return (
    <section className={card ? `${list.card} ${styles.section}` : styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={card ? styles.cardHeading : undefined}>
        {heading}
      </h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </section>
  );
}

/** Contracts named as on the contract list (title; insurer and number; person) and a detail (the amount). */
function ContractList(props: { entries: readonly ContractEntry[]; detail?: (contract: Contract) => string }) {
  return (
    <ul className={list.list}>
      {props.entries.map(({ contract, person }) => {
        const meta = [contract.gesellschaft, contract.nummer, person].filter(Boolean).join(' · ');
        return (
          <li key={contract.id} className={`${list.card} ${styles.contract}`}>
            <p className={styles.contractTitle}>{contractTitle(contract)}</p>
            {meta ? <p className={styles.meta}>{meta}</p> : null}
            {props.detail ? <p>{props.detail(contract)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
