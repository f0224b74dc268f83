import { usedSsoTokens } from '../../db/schema';
import type { Executor } from '../account/repository';

/** Records a token id as used; false when it was used before (single use, also across processes). */
export async function markSsoTokenUsed(tx: Executor, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx
    .insert(usedSsoTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedSsoTokens.jti });
  return rows.length === 1;
}
