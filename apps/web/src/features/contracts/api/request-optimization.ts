import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contracts/:id/optimieren (vertrag_optimieren): the adviser gets the contract and the note. */
export function requestOptimization(
  id: number,
  nachricht: string,
): Promise<{ success: true; message: string }> {
  return apiRequest(`/contracts/${id}/optimieren`, {
    method: 'POST',
    body: nachricht.trim() ? { nachricht } : {},
  });
}

export function useRequestOptimization(id: number) {
  return useMutation({
    mutationKey: ['contracts', 'optimize', id],
    mutationFn: (nachricht: string) => requestOptimization(id, nachricht),
  });
}
