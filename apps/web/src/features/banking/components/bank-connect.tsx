import { bankingAggregatorTexts as t } from '@kundenportal/domain/texts/banking-aggregator';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useBankAccounts } from '../api/bank-accounts-api';
import {
  useBankConnections,
  useFetchTransactions,
  useStartConnection,
  useWebformState,
} from '../api/bank-connections-api';
import styles from '../banking.module.css';

/**
 * "Bank verbinden" (issue 33, ADR 270), only where the aggregator is set up: the web form is asked for, then
 * opened by the customer's own click in a new window (the provider allows no frame, and a window opened
 * after a request would be blocked); this page follows its state and shows the connected banks.
 */
export function BankConnect() {
  const headingId = useId();
  const connections = useBankConnections();
  const start = useStartConnection();
  const fetching = useFetchTransactions();
  const connected = (useBankAccounts().data ?? []).filter((account) => account.quelle === 'finapi');
  const [form, setForm] = useState<{ id: number; url: string } | null>(null);
  const state = useWebformState(form?.id ?? null);
  if (!connections.data?.anbieter.finapi) return null;
  const status = state.data?.status;
  const message =
    status === 'fertig'
      ? t.done
      : status === 'fehler'
        ? t.failed
        : status === 'abgebrochen'
          ? t.aborted
          : t.waiting;
  const open = form !== null && (status === undefined || status === 'laeuft');
  const ask = (renew: number | null) =>
    start.mutate(renew, { onSuccess: (answer) => setForm(answer.webform) });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      {connections.data.bankzugaenge.length > 0 && (
        <>
          <h3>{t.connectionsHeading}</h3>
          <ul>
            {connections.data.bankzugaenge.map((connection) => (
              <li key={connection.id}>
                {connection.bank ?? t.unknownBank}: {t.status[connection.status]}
                {connection.stand ? ` (${formatDateTime(connection.stand)})` : ''}
                {connection.status === 'fehler' && !open && (
                  <Button variant="link" disabled={start.isPending} onClick={() => ask(connection.id)}>
                    {t.renew(connection.bank ?? t.unknownBank)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {open ? (
        <a href={form.url} target="_blank" rel="noopener noreferrer">
          {t.openForm}
        </a>
      ) : (
        <div className={styles.actions}>
          <Button disabled={start.isPending} onClick={() => ask(null)}>
            {start.isPending ? t.starting : t.connect}
          </Button>
          {connected.length > 0 && (
            <Button
              variant="secondary"
              disabled={fetching.isPending}
              onClick={() =>
                fetching.mutate(
                  connected.map((account) => account.id),
                  { onSuccess: (result) => toast.success(t.fetched(result.neu)) },
                )
              }
            >
              {fetching.isPending ? t.fetching : t.fetch}
            </Button>
          )}
        </div>
      )}
      <p role="status">{form ? message : ''}</p>
    </section>
  );
}
