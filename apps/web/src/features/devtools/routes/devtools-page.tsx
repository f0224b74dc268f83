import type { DependencyCheck, DevtoolsStatus } from '@kundenportal/domain/devtools/devtools-api';
import { devtoolsTexts as t } from '@kundenportal/domain/texts/devtools';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Field } from '../../../components/ui/field';
import list from '../../../components/ui/list.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime, formatTime } from '../../../lib/format';
import { refusalStatus, useDevtoolsStatus, useToggleHasMakler } from '../api/devtools-api';
import styles from './devtools-page.module.css';

/**
 * /app/entwickler, "Diagnose" (issue 34, ADR 312): the spec's developer screen as an operator's page —
 * each dependency with its state and latency, the build, and the hasMakler toggle of this login. The
 * server answers only with DEV_TOOLS=true (else 404: this page says so) and asks for DEV_TOOLS_TOKEN
 * where one is set (403: a field for it; kept in this page’s memory only). With the key alone (ADR 315) the
 * account may be unknown (database down): a line instead of the switch.
 */
export function DevtoolsPage() {
  const [token, setToken] = useState('');
  const status = useDevtoolsStatus(token);
  const refused = refusalStatus(status.error);
  return (
    <Page heading={routeTitleTexts.devtools} intro={t.intro}>
      {status.data ? (
        <StatusView
          status={status.data}
          token={token}
          checking={status.isFetching}
          onCheck={() => status.refetch()}
          checkedAt={status.dataUpdatedAt}
        />
      ) : status.isPending ? (
        <p role="status">{uiTexts.loading}</p>
      ) : refused === 404 ? (
        <Notice variant="info">{t.absent}</Notice>
      ) : refused === 403 ? (
        <TokenForm wrong={token !== ''} onToken={setToken} />
      ) : (
        <LoadFailed onRetry={() => status.refetch()} />
      )}
    </Page>
  );
}

function TokenForm({ wrong, onToken }: { wrong: boolean; onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onToken(value.trim());
  };
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="devtools-token">
      <h2 id="devtools-token" className={styles.heading}>
        {t.tokenHeading}
      </h2>
      <p>{t.tokenNeeded}</p>
      <Field
        label={t.tokenLabel}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={wrong ? t.tokenWrong : undefined}
      />
      <Button type="submit" disabled={value.trim() === ''}>
        {t.tokenSubmit}
      </Button>
    </form>
  );
}

function StatusView({
  status,
  token,
  checking,
  checkedAt,
  onCheck,
}: {
  status: DevtoolsStatus;
  token: string;
  checking: boolean;
  checkedAt: number;
  onCheck: () => void;
}) {
  const { build } = status;
  return (
    <>
      <section className={styles.section} aria-labelledby="devtools-dependencies">
        <h2 id="devtools-dependencies" className={styles.heading}>
          {t.dependencies}
        </h2>
        <ul className={list.list}>
          {status.checks.map((check) => (
            <DependencyCard key={check.key} check={check} />
          ))}
        </ul>
        <p className={styles.checked} aria-live="polite">
          {t.checkedAt(formatTime(new Date(checkedAt)))}
        </p>
        <Button variant="secondary" onClick={onCheck} disabled={checking}>
          {t.checkAgain}
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="devtools-build">
        <h2 id="devtools-build" className={styles.heading}>
          {t.build}
        </h2>
        <DetailList
          items={[
            { label: t.version, value: build.version },
            { label: t.apiVersion, value: build.apiVersion },
            { label: t.commit, value: build.commit ?? t.unknown },
            { label: t.builtAt, value: build.builtAt ? formatDateTime(build.builtAt) : t.fromSource },
            { label: t.node, value: build.node },
            { label: t.startedAt, value: formatDateTime(build.startedAt) },
            { label: t.uptime, value: t.uptimeText(build.uptimeSeconds) },
            { label: t.databaseKind, value: t.databaseKinds[build.database] },
          ]}
        />
      </section>
      <HasMaklerSection account={status.account} token={token} />
    </>
  );
}

function DependencyCard({ check }: { check: DependencyCheck }) {
  const headingId = `devtools-${check.key}`;
  return (
    <li className={list.card} aria-labelledby={headingId} data-state={check.state}>
      <h3 className={styles.head} id={headingId}>
        {t.dependency[check.key]}
        <span className={styles.state} data-state={check.state}>
          {t.state[check.state]}
        </span>
      </h3>
      <DetailList
        items={[
          { label: t.target, value: check.target },
          { label: t.latency, value: check.latencyMs === null ? t.notAsked : t.latencyMs(check.latencyMs) },
        ]}
      />
      <p className={styles.detail}>{check.detail}</p>
    </li>
  );
}

function HasMaklerSection({ account, token }: { account: DevtoolsStatus['account']; token: string }) {
  return (
    <section className={styles.section} aria-labelledby="devtools-account">
      <h2 id="devtools-account" className={styles.heading}>
        {t.account}
      </h2>
      {account ? (
        <HasMaklerSwitch account={account} token={token} />
      ) : (
        <p className={styles.detail}>{t.accountUnknown}</p>
      )}
    </section>
  );
}

/** ADR 315: no account (the key alone, or the database down) shows a line instead of the switch. */
function HasMaklerSwitch({
  account,
  token,
}: {
  account: NonNullable<DevtoolsStatus['account']>;
  token: string;
}) {
  const toggle = useToggleHasMakler(token);
  const noteId = useId();
  return (
    <>
      <Switch
        checked={account.hasMakler}
        disabled={!account.toggle || toggle.isPending}
        describedBy={noteId}
        onChange={(hasMakler) => toggle.mutate({ hasMakler })}
      >
        {t.hasMakler}
      </Switch>
      <p id={noteId} className={styles.detail} aria-live="polite">
        {account.toggle ? (account.hasMakler ? t.hasMaklerOn : t.hasMaklerOff) : t.toggleRefused}
      </p>
    </>
  );
}
