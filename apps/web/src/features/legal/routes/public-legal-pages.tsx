import { imprintTexts } from '@kundenportal/domain/texts/imprint';
import { legalDocument } from '@kundenportal/domain/texts/legal';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/loader';
import { TextDocumentView } from '../../../components/ui/text-document';
import { readString } from '../../../lib/storage';
import { usePublicLegal } from '../api/get-public-legal';
import { ImprintView } from '../components/imprint-view';

const MarkdownView = lazy(() =>
  import('../../../components/ui/markdown-view').then((m) => ({ default: m.MarkdownView })),
);

const CODE = /^[\p{L}\p{N}_.-]{1,64}$/u;

/**
 * The agency of this visit: `?berater={sign-up code}`, else the code this device kept from an adviser's
 * link (the intro pages' brand, app/brand/use-intro-brand.ts keeps it as 'brandCode'), else none.
 */
function useVisitCode(): string | null {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('berater')?.trim() || readString('brandCode') || '';
  return CODE.test(code) ? code : null;
}

/** #/intro/impressum (issue 27, ADR 034): open to everyone, with and without a session. */
export function PublicImprintPage() {
  const legal = usePublicLegal(useVisitCode());
  return (
    <>
      <h1 tabIndex={-1}>{imprintTexts.heading}</h1>
      {legal.isPending ? <Spinner /> : <ImprintView imprint={legal.data?.impressum ?? null} />}
    </>
  );
}

/** #/intro/datenschutz (issue 27, ADR 034): the privacy text before any data is entered. */
export function PublicPrivacyPage() {
  const legal = usePublicLegal(useVisitCode());
  const own = legal.data?.texts.datenschutz.markdown;
  const fallback = legalDocument('datenschutz');
  return (
    <>
      <h1 tabIndex={-1}>{fallback.title}</h1>
      {legal.isPending ? (
        <Spinner />
      ) : own ? (
        <Suspense fallback={<Spinner />}>
          <MarkdownView text={own} />
        </Suspense>
      ) : (
        <TextDocumentView document={fallback} sectionLevel={2} />
      )}
    </>
  );
}
