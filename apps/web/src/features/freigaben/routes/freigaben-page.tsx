import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { type FreigabeEntry, freigabenNewestFirst } from '@kundenportal/domain/freigaben/meine-freigaben';
import { href, OPEN_DOCUMENT_PARAM, paths } from '@kundenportal/domain/routing/paths';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { formatDate } from '../../../lib/format';
import { useFreigaben, useMarkFreigabenSeen } from '../api/freigaben-api';
import styles from './freigaben-page.module.css';

/**
 * 'Meine Freigaben' (issue 31): the contracts and documents the adviser provided, newest first, the unseen
 * ones marked 'Neu'. Once the list is shown it is marked seen by a POST (the GET changes nothing), so the
 * marks show this once.
 */
export function FreigabenPage() {
  const query = useFreigaben();
  const seen = useMarkFreigabenSeen();
  const entries = useMemo(() => (query.data ? freigabenNewestFirst(query.data) : undefined), [query.data]);
  const marked = useRef(false);
  const anyNew = entries?.some((entry) => entry.neu) ?? false;
  useEffect(() => {
    if (!anyNew || marked.current) return;
    marked.current = true;
    seen.mutate();
  }, [anyNew, seen]);

  return (
    <Page heading={routeTitleTexts.approvals} intro={freigabenTexts.intro}>
      <LoadedList query={{ ...query, data: entries }} emptyText={freigabenTexts.empty}>
        {(shown) => (
          <ul className={list.list} aria-label={routeTitleTexts.approvals}>
            {shown.map((entry) => (
              <FreigabeItem key={`${entry.kind}-${entry.item.id}`} entry={entry} />
            ))}
          </ul>
        )}
      </LoadedList>
    </Page>
  );
}

function FreigabeItem({ entry }: { entry: FreigabeEntry }) {
  const contract = entry.kind === 'vertrag' ? entry.item : null;
  const title = contract
    ? [contract.name || sparteLabel(contract.sparte), contract.gesellschaft].join(' · ')
    : entry.kind === 'dokument'
      ? entry.item.original_filename
      : '';
  return (
    <li className={`${list.card} ${styles.item}`} data-neu={entry.neu || undefined}>
      {entry.neu ? <span className={styles.newBadge}>{freigabenTexts.newMark}</span> : null}
      <p className={styles.kind}>{contract ? freigabenTexts.contractKind : freigabenTexts.documentKind}</p>
      <p className={styles.title}>{title}</p>
      <p className={styles.meta}>
        {contract?.nummer ? `${contract.nummer} · ` : ''}
        {freigabenTexts.providedOn(formatDate(entry.at))}
      </p>
      {contract ? (
        <Link
          to={href(paths.contractView, { id: contract.id })}
          aria-label={`${freigabenTexts.openContract}: ${title}`}
        >
          {freigabenTexts.openContract}
        </Link>
      ) : (
        <Link
          to={`${paths.documents}?${new URLSearchParams({ [OPEN_DOCUMENT_PARAM]: entry.kind === 'dokument' ? entry.item.filename : '' })}`}
          aria-label={`${freigabenTexts.openDocument}: ${title}`}
        >
          {freigabenTexts.openDocument}
        </Link>
      )}
    </li>
  );
}
