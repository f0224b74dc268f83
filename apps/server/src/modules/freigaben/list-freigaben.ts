import type { MeineFreigaben } from '@kundenportal/domain/freigaben/meine-freigaben';
import type { FreigabenRepository } from './repository';

/** GET /api/meinefreigaben: the provided contracts and (with `show_freigaben`) documents, newest first. */
export async function listFreigaben(
  repository: FreigabenRepository,
  userId: number,
  withDocuments: boolean,
): Promise<MeineFreigaben> {
  const [vertraege, dokumente] = await Promise.all([
    repository.contracts(userId),
    withDocuments ? repository.documents(userId) : Promise.resolve([]),
  ]);
  return { vertraege, dokumente };
}
