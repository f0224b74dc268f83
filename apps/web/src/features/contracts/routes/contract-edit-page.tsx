import { errorText } from '@kundenportal/domain/errors/error-codes';
import { paths } from '@kundenportal/domain/routing/paths';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { isContractNotFound, useContract } from '../api/get-contract';
import { ContractForm } from '../components/contract-form';

/** The id of /app/vertraege/edit/:id and view/:id: a positive number, else NaN (names no contract). */
export function useContractId(): number {
  const { id } = useParams();
  return /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : Number.NaN;
}

/**
 * What a contract page shows when its contract did not load: the 404's text (spec section 8: 'Der
 * Vertrag wurde nicht gefunden.', no logout) inline with the way back, or an error with a retry.
 */
export function ContractLoadFailure({ error, retry }: { error: unknown; retry?: () => void }) {
  const notFound = error === 'not-found' || isContractNotFound(error);
  return (
    <>
      <Notice variant="error">
        <p>
          {notFound
            ? errorText({ error: 'could_not_find_contract' })
            : error instanceof ApiError
              ? errorText(error.body)
              : uiTexts.errorHeading}
        </p>
        {!notFound && retry ? (
          <Button variant="secondary" onClick={retry}>
            {uiTexts.retry}
          </Button>
        ) : null}
      </Notice>
      <p>
        <Link to={paths.contractList}>{contractTexts.backToList}</Link>
      </p>
    </>
  );
}

/** /app/vertraege/add (vertrag_add): a new contract. */
export function ContractAddPage() {
  const user = useCurrentUser();
  return (
    <ContractPage heading={contractTexts.newHeading}>
      {user ? <ContractForm contract={null} user={user} /> : <Spinner />}
    </ContractPage>
  );
}

/** /app/vertraege/edit/:id (vertrag_edit): the contract's fields from its entered values, save, delete. */
export function ContractEditPage() {
  const id = useContractId();
  const user = useCurrentUser();
  const query = useContract(Number.isNaN(id) ? 0 : id);
  let content: ReactNode;
  if (Number.isNaN(id)) content = <ContractLoadFailure error="not-found" />;
  else if (query.isError)
    content = <ContractLoadFailure error={query.error} retry={() => void query.refetch()} />;
  else if (!user || !query.data) content = <Spinner />;
  else content = <ContractForm key={query.data.id} contract={query.data} user={user} />;
  return <ContractPage heading={contractTexts.editHeading}>{content}</ContractPage>;
}

function ContractPage({ heading, children }: { heading: string; children: ReactNode }) {
  return <Page heading={heading}>{children}</Page>;
}
