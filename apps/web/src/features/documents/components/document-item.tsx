import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { CardAction } from '../../../components/ui/card-action';
import list from '../../../components/ui/list.module.css';
import { formatDate, formatFileSize } from '../../../lib/format';
import { viewerKind } from './document-viewer';
import styles from './documents.module.css';

export type DocumentAction = 'open' | 'download' | 'edit' | 'delete';

/**
 * One document: its name opens it (PDF and images in the page, anything else downloads), then date,
 * size, whose it is, and the actions. The adviser's documents are read-only: no rename, no delete.
 */
export function DocumentItem({
  document,
  ownerName,
  canChange,
  onAction,
}: {
  document: DocumentDto;
  ownerName?: string;
  canChange: boolean;
  onAction: (action: DocumentAction, document: DocumentDto) => void;
}) {
  const name = document.original_filename;
  const changeable = canChange && !document.read_only;
  const meta = [
    formatDate(document.created_at),
    formatFileSize(document.size),
    ownerName ? documentTexts.ofPerson(ownerName) : '',
  ].filter(Boolean);
  return (
    <li className={`${list.card} ${styles.item}`}>
      <div className={styles.itemMain}>
        <button
          type="button"
          className={styles.itemName}
          onClick={() => onAction(viewerKind(document) ? 'open' : 'download', document)}
          aria-label={viewerKind(document) ? documentTexts.open(name) : documentTexts.downloadOf(name)}
        >
          {name}
        </button>
        <p className={styles.itemMeta}>
          {meta.join(' · ')}
          {document.signed_form ? (
            <span className={styles.adviserBadge}>{documentTexts.signedForm}</span>
          ) : document.read_only ? (
            <span className={styles.adviserBadge}>{documentTexts.fromAdviser}</span>
          ) : null}
        </p>
      </div>
      <div className={styles.itemActions}>
        <CardAction label={documentTexts.downloadOf(name)} onClick={() => onAction('download', document)}>
          {documentTexts.download}
        </CardAction>
        {changeable ? (
          <>
            <CardAction label={documentTexts.editOf(name)} onClick={() => onAction('edit', document)}>
              {documentTexts.edit}
            </CardAction>
            <CardAction
              label={documentTexts.removeOf(name)}
              onClick={() => onAction('delete', document)}
              danger
            >
              {documentTexts.remove}
            </CardAction>
          </>
        ) : null}
      </div>
    </li>
  );
}
