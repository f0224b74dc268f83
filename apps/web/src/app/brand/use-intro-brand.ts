import type { BrandTokens } from '@kundenportal/domain/branding/brand-tokens';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { readString, writeString } from '../../lib/storage';

export type IntroBrand = {
  agent: { name: string; firma: string | null; logo: string | null };
  branding: BrandTokens | null;
};

const CODE_KEY = 'brandCode';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The brand of the intro pages: the adviser whose link (`?berater=<code>`) opened the portal on this device.
 * The code is kept (local storage), so the login page stays branded after a logout or a reload; a new link
 * replaces it. Without one, or when the server does not know it, the portal's own look.
 */
export function useIntroBrand(): IntroBrand | null {
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('berater')?.trim() ?? '';
  if (CODE.test(fromLink) && readString(CODE_KEY) !== fromLink) writeString(CODE_KEY, fromLink);
  const code = CODE.test(fromLink) ? fromLink : (readString(CODE_KEY) ?? '');
  const query = useQuery({
    queryKey: ['branding', code.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest<IntroBrand>(`/branding/${encodeURIComponent(code)}`, { signal, handleErrors: false }),
    enabled: CODE.test(code),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  return query.data ?? null;
}
