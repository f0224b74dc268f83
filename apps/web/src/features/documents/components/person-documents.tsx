import { documentTexts } from '@kundenportal/domain/texts/documents';
import { OwnerDocuments } from './owner-documents';

/** A person's documents in the person screen (issue 9). */
export function PersonDocuments({ personId }: { personId: number }) {
  return (
    <OwnerDocuments owner={{ type: 'person', id: personId }} heading={documentTexts.personDocumentsHeading} />
  );
}
