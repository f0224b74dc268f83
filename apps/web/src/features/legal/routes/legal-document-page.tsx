import { type LegalDocumentKey, legalDocument } from '@kundenportal/domain/texts/legal';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/loader';
import { TextDocumentView } from '../../../components/ui/text-document';
import { useLegalDocument } from '../api/get-legal-document';

// marked and DOMPurify load only with an adviser's own text.
const MarkdownView = lazy(() =>
  import('../../../components/ui/markdown-view').then((m) => ({ default: m.MarkdownView })),
);

function LegalDocumentPage({ documentKey }: { documentKey: LegalDocumentKey }) {
  const fallback = legalDocument(documentKey);
  const own = useLegalDocument(documentKey);
  return (
    <>
      <h1 tabIndex={-1}>{fallback.title}</h1>
      {own.isPending ? (
        <Spinner />
      ) : own.data?.markdown ? (
        <Suspense fallback={<Spinner />}>
          <MarkdownView text={own.data.markdown} />
        </Suspense>
      ) : (
        <TextDocumentView document={fallback} sectionLevel={2} />
      )}
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
