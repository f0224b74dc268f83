import { DOCUMENT_CATEGORIES } from '@kundenportal/domain/documents/categories';
import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { OPEN_DOCUMENT_PARAM } from '@kundenportal/domain/routing/paths';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import list from '../../../components/ui/list.module.css';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import { useCurrentUser } from '../../../lib/current-user';
import { useApprovals, useCategories, useDocuments } from '../api/get-documents';
import { DocumentList } from '../components/document-list';
import styles from '../components/documents.module.css';
import { SortSelect } from '../components/sort-select';
import { UploadPanel } from '../components/upload-panel';
import { useDocumentSort } from '../use-document-sort';

const ALL = 'alle';

/**
 * /app/dokumente (spec section 2): the approvals the adviser made available (show_freigaben), then the
 * household's documents grouped by folder, filtered by person ('alle' by default) and sorted (stored
 * per page); uploads with dokumente_eigene and not for makler_light.
 */
export function DocumentsPage() {
  const user = useCurrentUser();
  const rights = user ? documentRights(user) : { list: false, approvals: false, own: false };
  const documents = useDocuments(rights.list);
  const approvals = useApprovals(rights.approvals);
  const categories = useCategories(rights.list);
  const [sort, setSort] = useDocumentSort('dokumente');
  const [person, setPerson] = useState(ALL);
  const [search] = useSearchParams();
  const openFile = search.get(OPEN_DOCUMENT_PARAM);

  const persons = user?.persons ?? [];
  const ownerNames = new Map(persons.map((p) => [p.id, `${p.firstname} ${p.lastname}`.trim()]));
  const owners = persons.map((p) => ({ id: p.id, name: ownerNames.get(p.id) ?? '' }));
  const mainPersonId = user?.HauptPerson?.id ?? persons[0]?.id ?? null;
  // With the approvals shown on their own, the adviser's files are not listed twice (signed forms are own).
  const own = (documents.data ?? []).filter(
    (document) =>
      !(rights.approvals && document.read_only && !document.signed_form) &&
      (person === ALL || (document.owner_type === 'person' && String(document.owner_id) === person)),
  );
  const folders = categories.data ?? DOCUMENT_CATEGORIES;

  return (
    <Page heading={documentTexts.heading} intro={documentTexts.intro}>
      {rights.own ? (
        <UploadPanel
          categories={folders}
          owners={owners}
          defaultOwnerId={person === ALL ? mainPersonId : Number(person)}
        />
      ) : user ? (
        <p className={styles.note}>{documentTexts.uploadNotPermitted}</p>
      ) : null}

      {rights.approvals && (approvals.data?.length ?? 0) > 0 ? (
        <section className={styles.section} aria-labelledby="approvals-heading">
          <h2 id="approvals-heading" className={styles.sectionHeading}>
            {documentTexts.approvalsHeading}
          </h2>
          <DocumentList
            documents={approvals.data ?? []}
            sort={sort}
            canChange={false}
            categories={folders}
            grouped={false}
            headingLevel="h3"
            openFile={openFile}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="own-documents-heading">
        <h2 id="own-documents-heading" className={styles.sectionHeading}>
          {documentTexts.ownHeading}
        </h2>
        <div className={`${list.toolbar} ${styles.toolbar}`}>
          {persons.length > 1 ? (
            <SelectField
              label={documentTexts.personFilter}
              value={person}
              onChange={(event) => setPerson(event.target.value)}
            >
              <option value={ALL}>{documentTexts.allPersons}</option>
              {owners.map((owner) => (
                <option key={owner.id} value={String(owner.id)}>
                  {owner.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SortSelect sort={sort} onChange={setSort} grouped />
        </div>
        {documents.isPending ? (
          <Spinner />
        ) : documents.isError ? (
          <Notice variant="error">
            <p>{documentTexts.listFailed}</p>
            <Button variant="secondary" onClick={() => void documents.refetch()}>
              {uiTexts.retry}
            </Button>
          </Notice>
        ) : own.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <p className={list.count} aria-live="polite">
              {documentTexts.countLabel(own.length)}
            </p>
            <DocumentList
              documents={own}
              sort={sort}
              canChange={rights.own}
              categories={folders}
              ownerNames={person === ALL && persons.length > 1 ? ownerNames : undefined}
              grouped
              headingLevel="h3"
              openFile={openFile}
            />
          </>
        )}
      </section>
    </Page>
  );
}
