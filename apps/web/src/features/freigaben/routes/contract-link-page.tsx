import { errorText } from '@kundenportal/domain/errors/error-codes';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { ApiError, markContractSeen, useContractLink } from '../api/freigaben-api';

/**
 * The adviser's link to one provided contract (issue 31, ADR 200): the server says which contract it names
 * for this customer, then the contract opens in its place. A logged-out customer gets here after the login
 * (the route guard keeps the intended route). An expired, invalid or foreign link says so.
 */
export function ContractLinkPage() {
  const { token = '' } = useParams();
  const query = useContractLink(token);
  const contractId = query.data?.contract_id;
  const marked = useRef<number | null>(null);
  // Opened by the link: the contract is seen (a POST of the page; the link's GET changes nothing).
  useEffect(() => {
    if (contractId === undefined || marked.current === contractId) return;
    marked.current = contractId;
    void markContractSeen(contractId);
  }, [contractId]);
  if (query.data) return <Navigate replace to={href(paths.contractView, { id: query.data.contract_id })} />;
  return (
    <Page heading={routeTitleTexts.approvals}>
      {query.isError ? (
        <>
          <Notice variant="error" role="alert">
            {query.error instanceof ApiError ? errorText(query.error.body) : errorText({})}
          </Notice>
          <Link to={paths.approvals}>{routeTitleTexts.approvals}</Link>
        </>
      ) : (
        <>
          <Spinner />
          <p>{freigabenTexts.linkOpening}</p>
        </>
      )}
    </Page>
  );
}
