import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { AppError } from '../../lib/app-error';
import type { DocumentsRepository } from './repository';

/** The domain's document rights (spec section 6), enforced here and not only hidden in the web app. */
export type DocumentRight = 'list' | 'approvals' | 'own';

export async function requireDocumentRight(
  repository: DocumentsRepository,
  userId: number,
  right: DocumentRight,
): Promise<void> {
  const access = await repository.access(userId);
  if (!access) throw new AppError('user_not_found');
  const rights = documentRights({ account_typ: access.accountTyp, config: resolveConfig(access.config) });
  if (right === 'approvals') {
    if (!rights.approvals) throw new AppError('documents_not_permitted');
    return;
  }
  if (!rights.list) throw new AppError('documents_not_permitted');
  if (right === 'own' && !rights.own) throw new AppError('upload_not_permitted');
}

/** Whether an owner of a type exists and is the customer's; other modules register theirs (`app.documents.addOwnerType`). */
export type OwnerCheck = (userId: number, ownerId: number) => Promise<boolean>;
export type OwnerChecks = Partial<Record<DocumentOwnerType, OwnerCheck>>;

/**
 * Whether the owner exists and is the customer's. Persons are the documents module's own; contracts
 * (and inquiries, once they exist) come from their modules; an owner type nobody registered has no ids
 * (404).
 */
export async function requireOwner(
  checks: OwnerChecks,
  userId: number,
  ownerType: DocumentOwnerType,
  ownerId: number,
): Promise<void> {
  const check = checks[ownerType];
  if (!check || !(await check(userId, ownerId))) throw new AppError('could_not_find_document');
}
