import { contractFormValues } from '@kundenportal/domain/contracts/contract-api';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getToken, setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { postContract } from './create-contract';
import { deleteContract } from './delete-contract';
import { getContract } from './get-contract';
import { getContracts } from './get-contracts';
import { putContract } from './update-contract';

beforeEach(() => {
  setToken('jwt');
});
afterEach(() => vi.unstubAllGlobals());

describe('contracts API calls (packages/domain contracts/contract-api.ts)', () => {
  it('calls every endpoint with its method, path and body', async () => {
    const contract = testContract({ id: 12 });
    const body = contractFormValues(contract);
    const reply = () => ({ body: { contract } });
    const { calls } = mockFetch({
      'GET /api/contracts': () => ({ body: { contracts: [contract] } }),
      'GET /api/contracts/12': reply,
      'POST /api/contracts': () => ({ status: 201, body: { contract } }),
      'PUT /api/contracts/12': reply,
      'DELETE /api/contracts/12': () => ({ body: { success: true } }),
    });
    expect(await getContracts()).toEqual([contract]);
    expect(await getContract(12)).toEqual(contract);
    expect(await postContract(body)).toEqual(contract);
    expect(await putContract({ id: 12, body })).toEqual(contract);
    expect(await deleteContract(12)).toEqual({ success: true });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['GET', '/api/contracts', undefined],
      ['GET', '/api/contracts/12', undefined],
      ['POST', '/api/contracts', body],
      ['PUT', '/api/contracts/12', body],
      ['DELETE', '/api/contracts/12', undefined],
    ]);
  });

  it('leaves a 404 of one contract to the page (no logout) but applies the session rules to a 401', async () => {
    mockFetch({
      'GET /api/contracts/5': () => ({ status: 404, body: { error: 'could_not_find_contract' } }),
      'GET /api/contracts/6': () => ({ status: 401, body: { error: 'token_expired' } }),
    });
    const notFound = await getContract(5).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ApiError);
    expect((notFound as ApiError).handled).toBe(false);
    expect(getToken()).toBe('jwt');
    const expired = await getContract(6).catch((error: unknown) => error);
    expect((expired as ApiError).handled).toBe(true);
    expect(getToken()).toBeNull();
  });
});
