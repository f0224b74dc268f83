import { DOCUMENT_CATEGORIES } from '@kundenportal/domain/documents/categories';
import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { useCurrentUser } from '../../../lib/current-user';
import { type DocumentOwner, useCategories, useOwnerDocuments } from '../api/get-documents';
import { useDocumentSort } from '../use-document-sort';
import { DocumentList } from './document-list';
import styles from './documents.module.css';
import { SortSelect } from './sort-select';
import { UploadPanel } from './upload-panel';

/**
 * One owner's documents (a person's in the person screen, a contract's in the contract view, issues 9
 * and 10): the list with its own stored sort (per owner type) and, with the upload right, uploads
 * straight to this owner (no folder needed: the owner is given, spec section 5).
 */
export function OwnerDocuments({ owner, heading }: { owner: DocumentOwner; heading: string }) {
  const headingId = useId();
  const user = useCurrentUser();
  const rights = user ? documentRights(user) : null;
  const documents = useOwnerDocuments(owner, rights?.list === true);
  const categories = useCategories(rights?.list === true);
  const [sort, setSort] = useDocumentSort(owner.type);
  if (!rights?.list) return null;
  const folders = categories.data ?? DOCUMENT_CATEGORIES;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {rights.own ? <UploadPanel categories={folders} owner={owner} /> : null}
      {documents.isPending ? (
        <Spinner />
      ) : documents.isError ? (
        <Notice variant="error">
          <p>{documentTexts.listFailed}</p>
        </Notice>
      ) : documents.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SortSelect sort={sort} onChange={setSort} />
          <DocumentList
            documents={documents.data}
            sort={sort}
            canChange={rights.own}
            categories={folders}
            grouped={false}
            headingLevel="h3"
          />
        </>
      )}
    </section>
  );
}
