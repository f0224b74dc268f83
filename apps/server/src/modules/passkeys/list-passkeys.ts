import type { PasskeysRepository } from './repository';

/** The customer's passkeys, without key material. */
export async function listPasskeys(repository: PasskeysRepository, userId: number) {
  const rows = await repository.listByUser(userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
