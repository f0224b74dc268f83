import { useParams } from 'react-router';
import { PersonDocuments } from '../../features/documents/components/person-documents';
import { PersonEditPage } from '../../features/persons/routes/person-edit-page';

/**
 * /app/person/edit/{id}: the person form (persons feature) with the person's documents under it
 * (documents feature), composed here because features do not import each other.
 */
export function PersonEditWithDocumentsPage() {
  const { id } = useParams();
  const personId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return (
    <PersonEditPage>
      {personId > 0 ? <PersonDocuments key={personId} personId={personId} /> : null}
    </PersonEditPage>
  );
}
