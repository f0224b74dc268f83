import { isSparteKey, sparteLabel, sparteOrder } from '@kundenportal/domain/contracts/sparten';
import { paths } from '@kundenportal/domain/routing/paths';
import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { useRechner } from '../api/rechner-api';
import { RechnerFrame } from '../components/rechner-frame';
import styles from '../vergleichsrechner.module.css';

const texts = vergleichsrechnerTexts.page;

/** The calculators by Sparte, in the Sparten table's order (each Sparte's in the order the agency added them). */
function bySparte(rechner: readonly Rechner[]): [string, Rechner[]][] {
  const groups = new Map<string, Rechner[]>();
  for (const entry of rechner) groups.set(entry.sparte, [...(groups.get(entry.sparte) ?? []), entry]);
  return [...groups].sort(([a], [b]) => sparteOrder(a) - sparteOrder(b));
}

function SparteGroup({ sparte, rechner }: { sparte: string; rechner: readonly Rechner[] }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupHeading}>
        {sparteLabel(sparte)}
      </h2>
      <ul className={styles.list}>
        {rechner.map((entry) => (
          <li key={entry.id}>
            <Link
              className={styles.open}
              to={`${paths.compare}?rechner=${entry.id}`}
              data-rechner={entry.id}
              aria-label={texts.open(entry.titel)}
            >
              {entry.titel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenRechner({ rechner }: { rechner: Rechner }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="rechner-heading">
      <div className={styles.top}>
        <Link to={paths.compare}>{texts.back}</Link>
      </div>
      <h2 id="rechner-heading" ref={heading} tabIndex={-1} className={styles.rechnerHeading}>
        {rechner.titel}
      </h2>
      <p className={styles.note}>{texts.providerNote}</p>
      <RechnerFrame rechner={rechner} />
    </section>
  );
}

/**
 * /app/vergleichen (issue 31, needs config.vergleichsrechner): the agency's calculators by Sparte; one
 * opens inside the page (`?rechner=<id>`, or `?sparte=<key>` for that Sparte's first, as the Bedarfscheck's
 * 'Vergleichen' links), with a way back to the list.
 */
export function VergleichenPage() {
  const query = useRechner();
  const [params] = useSearchParams();
  const wanted = Number(params.get('rechner'));
  const sparte = params.get('sparte');
  const all = query.data ?? [];
  const open =
    all.find((entry) => entry.id === wanted) ??
    (sparte ? all.find((entry) => entry.sparte === sparte) : undefined);
  const missing = query.data && !open && sparte && isSparteKey(sparte) ? sparteLabel(sparte) : null;
  // 'Zurück zur Übersicht' changes only the query: the focus goes to the link of the calculator just
  // closed (else the page's heading), not to <body>.
  const overview = useRef<HTMLDivElement>(null);
  const closed = useRef<number | null>(null);
  const openId = open?.id ?? null;
  useEffect(() => {
    if (openId !== null) {
      closed.current = openId;
      return;
    }
    if (closed.current === null) return;
    const root = overview.current;
    const link = root?.querySelector<HTMLElement>(`[data-rechner="${closed.current}"]`);
    (link ?? root?.closest('main')?.querySelector<HTMLElement>('h1'))?.focus();
    closed.current = null;
  }, [openId]);
  return (
    <Page heading={texts.heading} intro={open ? undefined : texts.intro}>
      {open ? (
        <OpenRechner key={open.id} rechner={open} />
      ) : (
        <div ref={overview}>
          {missing ? <Notice variant="info">{texts.noneForSparte(missing)}</Notice> : null}
          <LoadedList query={query} emptyText={texts.empty}>
            {(entries) =>
              bySparte(entries).map(([key, rechner]) => (
                <SparteGroup key={key} sparte={key} rechner={rechner} />
              ))
            }
          </LoadedList>
        </div>
      )}
    </Page>
  );
}
