import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { useQuery } from '@tanstack/react-query';
import { getList, listQuery } from '../../../lib/area-list';

/** Every contact persons query starts with this key, so one invalidation refreshes them. */
export const contactPersonsKey = ['contact-persons'] as const;

/** GET /api/ansprechpartner: the customer's contact persons by name, with the ids of their linked contracts. */
export function getContactPersons(signal?: AbortSignal): Promise<ContactPerson[]> {
  return getList('/ansprechpartner', 'ansprechpartner', signal);
}

export const contactPersonsQuery = listQuery(contactPersonsKey, getContactPersons);

export function useContactPersons() {
  return useQuery(contactPersonsQuery);
}
