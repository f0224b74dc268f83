import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterParams, readFilter, type TransactionFilter } from './transaction-filter';

const SEARCH_DELAY_MS = 300;

/**
 * The account page's filter in the URL query (nothing typed is lost: Back restores it). The search is
 * typed into `typed` and written to the address once the typing pauses; month and category at once.
 * Each write replaces the address, so Back leaves the page instead of stepping through the filters.
 */
export function useTransactionFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [typed, setTyped] = useState(filter.q);
  // The address changed from outside (Back, a link): the field shows that search.
  const [shownQ, setShownQ] = useState(filter.q);
  if (filter.q !== shownQ) {
    setShownQ(filter.q);
    if (typed.trim() !== filter.q) setTyped(filter.q);
  }
  const change = (next: Partial<TransactionFilter>) =>
    setParams(filterParams({ ...filter, ...next }), { replace: true });

  const { monat, kategorie, q } = filter;
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(
      () => setParams(filterParams({ monat, kategorie, q: typed }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, monat, kategorie, setParams]);

  return { filter, typed, setTyped, change };
}
