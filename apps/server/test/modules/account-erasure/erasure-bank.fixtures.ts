import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { demoStatement } from '@kundenportal/domain/banking/demo-statement';
import type { FastifyInstance } from 'fastify';
import {
  bankAggregatorConnections,
  bankAggregatorUsers,
  bankAggregatorWebforms,
} from '../../../src/db/schema';
import { createFieldCipher } from '../../../src/lib/field-cipher';
import { getDatabase } from '../../helpers/database';
import { uploadFileField } from '../../helpers/multipart-upload';
import type { jsonCaller } from '../../helpers/test-app';
import type { Identity } from './erasure.fixtures';

/**
 * The customer's bank data (issue 33, sealed at rest, ADR 260): the domain's demo statement on the
 * customer's IBAN and name, imported as an upload is; a category corrected (a learned rule); the
 * suggestion it finds (Barmenia's premium, no contract explains it) dismissed; and an aggregator login,
 * connection and web form (ADR 270), sealed as that module seals them.
 */
export async function bankData(
  app: FastifyInstance,
  who: {
    userId: number;
    token: string;
    call: ReturnType<typeof jsonCaller>;
    identity: Identity;
    now: Date;
  },
) {
  const { identity, call } = who;
  const statement = demoStatement(who.now.toISOString().slice(0, 10), {
    iban: identity.iban,
    owner: `${identity.firstName} ${identity.lastName}`,
  });
  const banking = '/api/users/banking';
  const upload = await uploadFileField(
    app,
    who.token,
    `${banking}/import`,
    Buffer.from(statement),
    'auszug.xml',
  );
  if (upload.statusCode !== 201) throw new Error(`bank import: ${upload.statusCode} ${upload.body}`);
  const { konto } = upload.json<{ konto: { id: number } }>();
  const listed = await call('GET', `${banking}/account/${konto.id}/transactions`);
  const [entry] = listed.json<{ transactions: { id: number; kategorie: string }[] }>().transactions;
  if (!entry) throw new Error('bank import: no transactions');
  const kategorie = entry.kategorie === 'abo' ? 'sonstiges' : 'abo';
  const corrected = await call('PUT', `${banking}/transactions/${entry.id}/kategorie`, { kategorie });
  if (corrected.statusCode !== 200) throw new Error(`bank category: ${corrected.statusCode}`);
  const found = await call('GET', `${banking}/vorschlaege`);
  const [suggestion] = found.json<{ vorschlaege: { id: string }[] }>().vorschlaege;
  if (!suggestion) throw new Error('bank suggestions: none found');
  const dismissed = await call('DELETE', `${banking}/vorschlaege/${suggestion.id}`);
  if (dismissed.statusCode !== 204) throw new Error(`bank suggestion: ${dismissed.statusCode}`);

  const { db } = await getDatabase();
  const cipher = createFieldCipher(app.config.bankingKeys);
  await db.insert(bankAggregatorUsers).values({
    userId: who.userId,
    provider: 'finapi',
    loginSealed: cipher.seal(`kp-${who.userId}`),
    passwordSealed: cipher.seal(randomBytes(16).toString('hex')),
  });
  const [connection] = await db
    .insert(bankAggregatorConnections)
    .values({
      userId: who.userId,
      provider: 'finapi',
      externalId: String(randomInt(10 ** 6)),
      bankNameSealed: cipher.seal('Sparkasse KölnBonn'),
      status: 'bereit',
      fetchedAt: who.now,
    })
    .returning();
  await db.insert(bankAggregatorWebforms).values({
    userId: who.userId,
    provider: 'finapi',
    externalId: randomUUID(),
    kind: 'import',
    connectionId: connection?.id ?? null,
    status: 'fertig',
  });
}
