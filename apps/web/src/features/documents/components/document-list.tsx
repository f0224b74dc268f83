import type { DocumentCategory } from '@kundenportal/domain/documents/categories';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { directoryLabel, groupDocuments } from '@kundenportal/domain/documents/document-groups';
import type { DocumentSort } from '@kundenportal/domain/documents/document-sort';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import list from '../../../components/ui/list.module.css';
import { validationErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useDeleteDocument, useUpdateDocument } from '../api/change-document';
import { downloadDocument } from '../api/document-file';
import { DocumentDialog } from './document-dialog';
import { type DocumentAction, DocumentItem } from './document-item';
import { DocumentViewer, viewerKind } from './document-viewer';
import styles from './documents.module.css';

/** Documents shown at first and added per 'show more': a few thousand stay quick to render. */
export const DOCUMENTS_PAGE_SIZE = 50;

type Props = {
  documents: readonly DocumentDto[];
  sort: DocumentSort;
  /** Own files may be renamed, moved and deleted (spec section 6: dokumente_eigene, not makler_light). */
  canChange: boolean;
  categories: readonly DocumentCategory[];
  /** Names of the household's persons, when the list shows several (the 'alle' choice). */
  ownerNames?: ReadonlyMap<number, string>;
  /** Group by folder (the documents page) or one plain list (the approvals, a person's documents). */
  grouped: boolean;
  headingLevel: 'h2' | 'h3';
  /** A document of the list (its stored file name) to show in the viewer at first (the page's `?oeffnen=`). */
  openFile?: string | null;
};

/** A documents list with its actions: open (viewer), download, rename/move, delete with a question. */
export function DocumentList(props: Props) {
  const [limit, setLimit] = useState(DOCUMENTS_PAGE_SIZE);
  const [viewing, setViewing] = useState<DocumentDto | null>(
    () =>
      props.documents.find((document) => document.filename === props.openFile && viewerKind(document)) ??
      null,
  );
  const [editing, setEditing] = useState<DocumentDto | null>(null);
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);
  const update = useUpdateDocument();
  const remove = useDeleteDocument();

  const groups = props.grouped
    ? groupDocuments(props.documents, props.sort, limit)
    : groupDocuments(
        props.documents.map((document) => ({ ...document, directory: '' })),
        props.sort,
        limit,
      );
  const hidden = props.documents.length - Math.min(limit, props.documents.length);
  const Heading = props.headingLevel;

  const onAction = (action: DocumentAction, document: DocumentDto) => {
    if (action === 'open') setViewing(document);
    else if (action === 'download') void downloadDocument(document).catch(() => {});
    else if (action === 'edit') {
      update.reset();
      setEditing(document);
    } else setDeleting(document);
  };

  const ownerName = (document: DocumentDto) =>
    document.owner_type === 'person' ? props.ownerNames?.get(document.owner_id) : undefined;

  return (
    <>
      {groups.map((group) => (
        <div key={group.directory} className={styles.group}>
          {props.grouped ? (
            <Heading className={styles.groupHeading}>
              {directoryLabel(group.directory, documentTexts.noDirectory)}
            </Heading>
          ) : null}
          <ul className={list.list}>
            {group.documents.map((document) => (
              <DocumentItem
                key={`${document.owner_type}-${document.owner_id}-${document.filename}`}
                document={document}
                ownerName={ownerName(document)}
                canChange={props.canChange}
                onAction={onAction}
              />
            ))}
          </ul>
        </div>
      ))}
      {hidden > 0 ? (
        <Button
          variant="secondary"
          block
          onClick={() => setLimit((current) => current + DOCUMENTS_PAGE_SIZE)}
        >
          {documentTexts.showMore(Math.min(hidden, DOCUMENTS_PAGE_SIZE))}
        </Button>
      ) : null}

      {viewing ? <DocumentViewer document={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? (
        <DocumentDialog
          key={editing.filename}
          open
          title={documentTexts.editDialogTitle}
          confirmLabel={uiTexts.save}
          fileName={editing.original_filename}
          directory={editing.directory}
          categories={props.categories}
          requireDirectory={false}
          serverErrors={validationErrorsOf(update.error)?.fields}
          pending={update.isPending}
          onCancel={() => setEditing(null)}
          onConfirm={(placement) =>
            update
              .mutateAsync({
                document: editing,
                update: { original_filename: placement.name, directory: placement.directory },
              })
              .then(
                () => {
                  setEditing(null);
                  toast.success(accountTexts.changesSaved);
                },
                () => {},
              )
          }
        />
      ) : null}
      {deleting ? (
        <Dialog open title={documentTexts.deleteTitle} onClose={() => setDeleting(null)}>
          <p className={styles.dialogText}>{documentTexts.deleteQuestion(deleting.original_filename)}</p>
          <div className={layout.actions}>
            <Button
              disabled={remove.isPending}
              onClick={() =>
                // mutateAsync: the last document's deletion empties the list and unmounts this component
                // before a mutate() callback would run.
                remove.mutateAsync(deleting).then(
                  () => {
                    setDeleting(null);
                    toast.success(documentTexts.deleted);
                  },
                  () => {},
                )
              }
            >
              {documentTexts.deleteConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {uiTexts.cancel}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
