import type {
  AccountErasureBody,
  AccountErasureState,
} from '@kundenportal/domain/account-erasure/account-erasure-api';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadWebAuthn } from '../../../lib/webauthn';

const KEY = ['account-erasure'] as const;

/**
 * GET /api/users/loeschen: the pending erasure, if any. `quiet`: a failure is nobody's message (the app's
 * notice is a hint; the page shows its own).
 */
export function useErasureState({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<AccountErasureState>('/users/loeschen', {
        signal,
        ...(quiet ? { handleErrors: false } : {}),
      }),
  });
}

type Requested = Pick<AccountErasureState, 'loeschung'>;

/** The answer to a request has the day only: what is kept stays as read. */
function useKeepRequested() {
  const client = useQueryClient();
  return (answer: Requested) =>
    client.setQueryData<AccountErasureState>(KEY, (state) => ({ aufbewahrung: [], ...state, ...answer }));
}

/** POST /api/users/loeschen { password } (a wrong password is the form's 422) and DELETE to take it back. */
export function useRequestErasure() {
  const keep = useKeepRequested();
  return useMutation({
    mutationKey: [...KEY, 'request'],
    mutationFn: (body: AccountErasureBody) =>
      apiRequest<Requested>('/users/loeschen', { method: 'POST', body, handleErrors: false }),
    onSuccess: keep,
  });
}

/** The account has no passkey to confirm with (the options offer none). */
export class NoPasskeyError extends Error {}

/**
 * The request confirmed with a passkey (ADR 246): options bound to the erasure (offering the account's
 * passkeys), the system's Touch-ID / Face-ID prompt, then POST /api/users/loeschen/passkey.
 */
export function useRequestErasureWithPasskey() {
  const keep = useKeepRequested();
  return useMutation({
    mutationKey: [...KEY, 'passkey'],
    mutationFn: async () => {
      const [{ challengeId, options }, { startAuthentication }] = await Promise.all([
        apiRequest<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(
          '/users/loeschen/passkey/optionen',
          { method: 'POST', handleErrors: false },
        ),
        loadWebAuthn(),
      ]);
      if (!options.allowCredentials?.length) throw new NoPasskeyError();
      const response = await startAuthentication({ optionsJSON: options });
      return apiRequest<Requested>('/users/loeschen/passkey', {
        method: 'POST',
        body: { challengeId, response },
        handleErrors: false,
      });
    },
    onSuccess: keep,
  });
}

export function useCancelErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, 'cancel'],
    mutationFn: () => apiRequest<AccountErasureState>('/users/loeschen', { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
