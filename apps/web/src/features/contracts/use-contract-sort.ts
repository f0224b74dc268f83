import { type ContractSortKey, readContractSort } from '@kundenportal/domain/contracts/contract-list';
import { useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';

const KEY = 'contracts.sort';
const isAnything = (value: unknown): value is unknown => true;

/** The list's sort, stored (as the documents' sort is, spec section 9): default by deadline. */
export function useContractSort() {
  const [sort, setSort] = useState<ContractSortKey>(() => readContractSort(readJson(KEY, isAnything)));
  const choose = (next: ContractSortKey) => {
    setSort(next);
    writeJson(KEY, next);
  };
  return [sort, choose] as const;
}
