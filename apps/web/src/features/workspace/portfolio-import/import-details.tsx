import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreview,
} from '@kundenportal/domain/portfolio-import/import-api';
import { messages } from '@kundenportal/domain/texts/messages';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { importEntriesQuery } from './import-api';
import { changeText, contractText } from './import-entry-text';
import styles from './portfolio-import.module.css';

const texts = portfolioImportTexts.screen;

/**
 * The preview's rows of one kind, a page at a time: line, customer, contract, changes old → new, reason.
 * It opens on the first kind with rows; `refused` counts all refused rows (the answer lists the first).
 */
export function ImportDetails({ preview, refused }: { preview: ImportPreview; refused: number }) {
  const headingId = useId();
  const countOf = (kind: ImportKind) => (kind === 'abgelehnt' ? refused : preview[kind]);
  const [art, setArt] = useState<ImportKind>(() => IMPORT_KINDS.find((kind) => countOf(kind) > 0) ?? 'neu');
  const [seite, setSeite] = useState(1);
  const page = useQuery(importEntriesQuery(preview.id, art, seite));
  const data = page.data;
  return (
    <section aria-labelledby={headingId} className={styles.details}>
      <h2 id={headingId} className={styles.heading}>
        {texts.detailsTitle}
      </h2>
      <SelectField
        label={texts.detailsLabel}
        value={art}
        onChange={(event) => {
          setArt(event.target.value as ImportKind);
          setSeite(1);
        }}
      >
        {IMPORT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {`${texts.counts[kind]} (${formatNumber(countOf(kind))})`}
          </option>
        ))}
      </SelectField>
      {page.isError ? (
        <div role="alert" className={styles.actions}>
          <p>{page.error instanceof ApiError ? page.error.message : messages.genericError}</p>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {data && data.eintraege.length === 0 ? <p>{texts.noEntries}</p> : null}
      {data && data.eintraege.length > 0 ? (
        <ol className={styles.entries} aria-label={texts.counts[art]}>
          {data.eintraege.map((entry) => (
            <li key={entry.zeile} className={styles.entry}>
              <p className={styles.entryHead}>
                <span>{`${texts.line} ${entry.zeile}`}</span>
                {entry.kunde ? <span>{entry.kunde}</span> : null}
              </p>
              {entry.vertrag ? <p>{contractText(entry.vertrag)}</p> : null}
              {entry.aenderungen.length > 0 ? (
                <ul className={styles.changes} aria-label={texts.changes}>
                  {entry.aenderungen.map((change) => (
                    <li key={change.feld}>{changeText(change)}</li>
                  ))}
                </ul>
              ) : null}
              {entry.grund ? <p className={styles.reason}>{`${texts.reason}: ${entry.grund}`}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {data && data.seiten > 1 ? (
        <nav className={styles.pager} aria-label={texts.page(data.seite, data.seiten)}>
          <Button variant="secondary" disabled={seite <= 1} onClick={() => setSeite(seite - 1)}>
            {texts.previous}
          </Button>
          <span>{texts.page(data.seite, data.seiten)}</span>
          <Button variant="secondary" disabled={seite >= data.seiten} onClick={() => setSeite(seite + 1)}>
            {texts.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
