import { randomBytes, randomUUID } from 'node:crypto';
import { DOCUMENT_CATEGORIES } from '@kundenportal/domain/documents/categories';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { createAgent, createCustomer } from '../../apps/server/src/db/factories';
import { agents, documents, users } from '../../apps/server/src/db/schema';
import { demoCustomer, demoLogins } from '../../apps/server/src/demo/customers';
import { migrateFresh } from './http';

export type BenchCustomer = { email: string; password: string; mainPersonId: number };

const DIRECTORIES = [
  '',
  ...DOCUMENT_CATEGORIES.flatMap((category) => category.directories.map((sub) => `${category.name}/${sub}`)),
];
const EXTENSIONS = [
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` document rows of a customer, spread over three years, persons and folders; no files behind them. */
function documentRows(userId: number, personIds: number[], agentId: number, count: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const key = `dok-${randomBytes(16).toString('hex')}`;
    const [extension, mime] = EXTENSIONS[index % EXTENSIONS.length] ?? EXTENSIONS[0];
    const provided = index % 50 === 0;
    return {
      userId,
      ownerType: 'person',
      ownerId: personIds[index % personIds.length] ?? 0,
      filename: `${key}.${extension}`,
      blobKey: key,
      originalFilename: `Unterlage ${String(index + 1).padStart(5, '0')} Versicherung.${extension}`,
      kategorie: provided ? 'berater' : 'eigene',
      directory: provided ? '' : (DIRECTORIES[index % DIRECTORIES.length] ?? ''),
      size: 20_000 + ((index * 7919) % 5_000_000),
      mime,
      sha256: randomBytes(32).toString('hex'),
      providedByAgentId: provided ? agentId : null,
      createdAt: new Date(now - ((index * 104_729) % (3 * 365 * DAY_MS))),
    };
  });
}

/**
 * The bench's customers in a database the server will then open (PGlite in `dataDir`, or PostgreSQL):
 * Max-like households with `counts` document rows each (inserted directly: listing reads no file). With
 * `wipe` the PostgreSQL database is emptied first; otherwise `remove` takes the bench's rows away again.
 */
export async function prepareDocumentsData(
  options: { dataDir: string; databaseUrl?: string; wipe?: boolean },
  counts: Record<string, number>,
): Promise<{ customers: Record<string, BenchCustomer>; remove(): Promise<void> }> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const customers: Record<string, BenchCustomer> = {};
  const userIds: number[] = [];
  let agentId = 0;
  try {
    await migrateFresh(database, options.wipe === true);
    agentId = (await createAgent(database.db)).id;
    for (const [name, count] of Object.entries(counts)) {
      const login = { ...demoLogins.max, email: `bench-${name}-${randomUUID()}@example.com` };
      const created = await createCustomer(database.db, {
        ...demoCustomer('max', login),
        agentId,
        scryptLogN: 10,
      });
      userIds.push(created.user.id);
      const personIds = created.persons.map((person) => person.id);
      const rows = documentRows(created.user.id, personIds, agentId, count);
      for (let start = 0; start < rows.length; start += 500) {
        await database.db.insert(documents).values(rows.slice(start, start + 500));
      }
      const main = created.persons.find((person) => person.isMain);
      customers[name] = { email: login.email, password: login.password, mainPersonId: main?.id ?? 0 };
    }
  } finally {
    await database.close();
  }
  return {
    customers,
    async remove() {
      if (!options.databaseUrl || options.wipe) return;
      const again = await openDatabase({ databaseUrl: options.databaseUrl });
      try {
        await again.db.delete(users).where(inArray(users.id, userIds));
        await again.db.delete(agents).where(eq(agents.id, agentId));
      } finally {
        await again.close();
      }
    },
  };
}
