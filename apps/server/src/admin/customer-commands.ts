import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { OperatorError } from '../lib/operator-error';
import { inviteCustomer } from '../modules/account/invite-customer';
import { createAccountRepository } from '../modules/account/repository';
import { provideDocument } from '../modules/documents/provide-document';
import { mintSsoToken } from '../modules/sso/sso-token';
import { UsageError } from './usage-error';
import { type AdminContext, commandBlobStore, deliverOutbox, withDatabase } from './with-database';

export async function invite(
  context: AdminContext,
  input: { email: string; agent: string; firstName?: string; lastName?: string },
): Promise<void> {
  const { config } = context;
  await withDatabase(context, async (db) => {
    const repository = createAccountRepository(db);
    const invited = await inviteCustomer({ repository, publicUrl: config.publicUrl }, input);
    const sent = await deliverOutbox(config, db);
    const via = config.smtpUrl ? null : path.join(config.dataDir, 'outbox');
    context.io.out(
      [
        adminTexts.invited(invited),
        adminTexts.inviteDelivered(invited.expiresAt.toISOString(), sent, via),
      ].join('\n'),
    );
  });
}

export async function ssoToken(context: AdminContext, email: string): Promise<void> {
  const { config } = context;
  const secret = config.sso.secret;
  if (!secret) throw new UsageError(adminTexts.ssoSecretMissing);
  await withDatabase(context, async (db) => {
    const user = await createAccountRepository(db).findUserByEmail(email);
    if (!user) throw new UsageError(adminTexts.customerUnknown(email));
  });
  const token = await mintSsoToken({ secret, issuer: config.sso.issuer }, email);
  context.io.out(`${config.publicUrl}/#/intro/sso/${token}`);
  context.io.err(adminTexts.ssoLinkValidity);
}

/** One file from disk into the customer's approvals; type and size are checked before the database opens. */
export async function provide(
  context: AdminContext,
  input: { email: string; file: string; directory?: string; adviserDocumentKey?: string },
) {
  const info = await stat(input.file).catch(() => null);
  if (!info) throw new OperatorError(adminTexts.fileMissing(input.file));
  if (!info.isFile()) throw new OperatorError(adminTexts.notAFile(input.file));
  const name = path.basename(input.file);
  const check = checkUpload({ name, size: info.size });
  if (!check.ok) throw new OperatorError(check.message);

  const { config } = context;
  await withDatabase(context, async (db) => {
    const store = await commandBlobStore(config, db);
    const row = await provideDocument(db, store, {
      customerEmail: input.email,
      name,
      content: createReadStream(input.file),
      directory: input.directory,
      adviserDocumentKey: input.adviserDocumentKey,
      notify: { publicUrl: config.publicUrl },
    });
    context.io.out(adminTexts.provided(row.originalFilename, input.email, formatFileSize(row.size)));
  });
}
