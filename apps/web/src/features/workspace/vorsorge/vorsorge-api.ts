import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A customer's Bedarfscheck and Vorsorgestatus as the customer reads them (issue 30, ADR 176/177). Their
 * keys are under the household's, so whatever refreshes the household (a switch, a contract's Betreuung)
 * reads them again too. A failure is no toast: the section says it, or is not shown (ADR 192); the
 * household's own read has the client's error behaviour.
 */
export const customerNeedsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', customerId, 'bedarfscheck'],
    queryFn: ({ signal }) =>
      apiRequest<BedarfscheckAnswer>(`/berater/kunden/${customerId}/bedarfscheck`, {
        signal,
        handleErrors: false,
      }),
  });

export const customerPensionQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', customerId, 'vorsorgestatus'],
    queryFn: ({ signal }) =>
      apiRequest<VorsorgestatusAnswer>(`/berater/kunden/${customerId}/vorsorgestatus`, {
        signal,
        handleErrors: false,
      }),
  });
