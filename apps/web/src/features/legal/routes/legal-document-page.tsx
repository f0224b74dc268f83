import { type LegalDocumentKey, legalDocument } from '@kundenportal/domain/texts/legal';
import { TextDocumentView } from '../../../components/ui/text-document';

function LegalDocumentPage({ documentKey }: { documentKey: LegalDocumentKey }) {
  const document = legalDocument(documentKey);
  return (
    <>
      <h1 tabIndex={-1}>{document.title}</h1>
      <TextDocumentView document={document} sectionLevel={2} />
    </>
  );
}

/** /app/nutzungsbedingungen (spec section 2; the route rule checks the config flag). */
export function TermsPage() {
  return <LegalDocumentPage documentKey="nutzungsbedingungen" />;
}

/** /app/datenschutz (spec section 2; the route rule checks the config flag). */
export function PrivacyPage() {
  return <LegalDocumentPage documentKey="datenschutz" />;
}
