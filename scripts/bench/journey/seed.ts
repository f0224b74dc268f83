import { createHash, randomBytes } from 'node:crypto';
import { parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { contractColumns } from '../../../apps/server/src/db/contract-row';
import {
  addresses,
  agents,
  chatMessages,
  contracts,
  documents,
  persons,
  users,
} from '../../../apps/server/src/db/schema';
import { demoContracts } from '../../../apps/server/src/demo/contracts';
import { carPolicyPdf } from '../../../apps/server/src/demo/pdfs';
import type { BlobStore } from '../../../apps/server/src/lib/blob-store/blob-store';
import { hashPassword } from '../../../apps/server/src/lib/password-hash';
import { bulkInsert, writeFiles } from './bulk';

/**
 * Issue 34: the load's data — `customers` customers over `agencies` agencies (one adviser each), every
 * customer with Max's rights (chat, documents, contracts, referrals), a household of one to three persons
 * with a main address, Max's contracts, `documentsPerCustomer` documents that are real small PDFs in the
 * blob store, and a chat of two messages for every second customer. Rows go in as the server's schema
 * shapes them, as JSON (bulk.ts), in one transaction; files through the store's own write/commit. Every account shares ONE scrypt hash of LOAD_PASSWORD, made once at the
 * server's cost: hashing 10,000 times at log N 17 alone would take about an hour of CPU (ADR 296).
 */
export const LOAD_PASSWORD = 'Lastprobe!2026';

export type SeedSize = {
  customers: number;
  agencies: number;
  documentsPerCustomer: number;
  /** Appended to every e-mail's local part, so a database that holds other accounts takes these too. */
  emailTag?: string;
};
export type LoadCustomer = {
  id: number;
  email: string;
  agencyIndex: number;
  mainPersonId: number;
  /** A document of the main person to download. */
  filename: string;
};
export type LoadAdviser = { email: string; agencyIndex: number };
export type Seeded = {
  customers: LoadCustomer[];
  advisers: LoadAdviser[];
  password: string;
  counts: Record<string, number>;
  seconds: number;
};

const FIRST = 'Anna Ben Clara David Emma Felix Greta Hannes Ida Jonas Lena Moritz'.split(' ');
const LAST = 'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schulz'.split(' ');
const CITIES = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Max's rights: the customer app's pages the journey opens (config flags as the demo's Max has them). */
const CUSTOMER_CONFIG = {
  nachrichten: true,
  change_passwort: true,
  person_edit: true,
  dokumente_list: true,
  dokumente_eigene: true,
  vertrag_list: true,
  vertrag_details: true,
  vertragsspiegel_pdf: true,
  vertrag_info: true,
};

/** Max's contracts as column rows (checked once by the API's rules), for a main and a partner person. */
function contractTemplates(now: Date) {
  const persons = [
    { value: '1', label: '1' },
    { value: '2', label: '2' },
  ];
  return demoContracts('max', now).map(({ holder, fields }) => {
    const parsed = parseContractValues({ ...fields, person_id: 1 }, { now, persons });
    if (!parsed.ok) throw new Error(`load contract invalid: ${JSON.stringify(parsed.errors)}`);
    return { holder, columns: contractColumns(parsed.values) };
  });
}

/** A small real PDF (the demo's car policy) per city: a few hundred variants are not needed to be real. */
function pdfVariants(now: Date) {
  return CITIES.map(([postcode, city]) => {
    const bytes = carPolicyPdf({ name: 'Kundin Lastprobe', street: 'Hauptstraße 1', postcode, city }, now);
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}

/** Seeds an empty, migrated database (and its blob store) with the load's agencies and customers. */
export async function seedLoad(
  db: Db,
  store: BlobStore,
  size: SeedSize,
  scryptLogN: number,
): Promise<Seeded> {
  const started = performance.now();
  const passwordHash = await hashPassword(LOAD_PASSWORD, scryptLogN);
  const seeded = await db.transaction(async (tx) => {
    // The change triggers (a NOTIFY per row) tell the portals' caches of changed rows; no portal has
    // cached these new ones. A superuser may skip them (and the foreign-key triggers: the rows are made
    // consistent here); 10,000 NOTIFYs per table in one transaction cost more than the rows.
    const superuser = (await tx.execute(sql`select current_setting('is_superuser') as su`)) as unknown as {
      rows: { su: string }[];
    };
    const [role] = superuser.rows;
    if (role?.su === 'on') await tx.execute(sql`set local session_replication_role = replica`);
    return seedRows(tx, size, passwordHash);
  });
  // After the commit: a transaction idle while files go out is ended by PostgreSQL
  // (idle_in_transaction_session_timeout); the rows are read only once the whole seed is done.
  await writeFiles(store, seeded.files);
  const { files: _files, ...result } = seeded;
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function seedRows(
  db: Db,
  size: SeedSize,
  passwordHash: string,
): Promise<Omit<Seeded, 'seconds'> & { files: { key: string; bytes: Buffer }[] }> {
  const now = new Date();
  const tag = size.emailTag ?? '';
  const agencyRows = await db
    .insert(agents)
    .values(
      Array.from({ length: size.agencies }, (_, i) => ({
        typ: '93HGB',
        anrede: 'Frau',
        vorname: pick(FIRST, i),
        name: pick(LAST, i + 3),
        firma: `Maklerbüro ${pick(LAST, i + 3)} ${i + 1} GmbH`,
        email: `agentur-${i + 1}${tag}@lastprobe.example`,
        city: pick(CITIES, i)[1],
        streetcode: pick(CITIES, i)[0],
      })),
    )
    .returning({ id: agents.id });
  const agencyIds = agencyRows.map((row) => row.id);
  const advisers = agencyIds.map((_, i) => ({
    email: `berater-${i + 1}${tag}@lastprobe.example`,
    agencyIndex: i,
  }));
  await db.insert(users).values(
    advisers.map((adviser, i) => ({
      role: 'adviser',
      agencyId: agencyIds[i],
      email: adviser.email,
      passwordHash,
      firstName: pick(FIRST, i),
      lastName: pick(LAST, i + 3),
    })),
  );
  const customerRows = Array.from({ length: size.customers }, (_, i) => ({
    agentId: agencyIds[i % size.agencies],
    email: `kunde-${String(i + 1).padStart(5, '0')}${tag}@lastprobe.example`,
    passwordHash,
    firstName: pick(FIRST, i),
    lastName: pick(LAST, Math.floor(i / FIRST.length)),
    config: CUSTOMER_CONFIG,
    features: { referrals: true },
  }));
  const userIds = await bulkInsert(db, users, customerRows);

  // Households: the main person, a partner for two in three, a child for one in three.
  const personRows = userIds.flatMap((userId, i) => {
    const lastname = pick(LAST, Math.floor(i / FIRST.length));
    const person = (isMain: boolean, firstname: string) => ({
      userId,
      isMain,
      firstname,
      lastname,
      email: isMain ? (customerRows[i]?.email ?? null) : null,
    });
    return [
      person(true, pick(FIRST, i)),
      ...(i % 3 !== 0 ? [person(false, pick(FIRST, i + 5))] : []),
      ...(i % 3 === 1 ? [person(false, pick(FIRST, i + 7))] : []),
    ];
  });
  const personIds = await bulkInsert(db, persons, personRows);
  const household = new Map<number, number[]>();
  personRows.forEach((person, n) => {
    const list = household.get(person.userId) ?? [];
    list.push(personIds[n] as number);
    household.set(person.userId, list);
  });
  const mainOf = (userId: number) => household.get(userId)?.[0] ?? 0;
  await bulkInsert(
    db,
    addresses,
    userIds.map((userId, i) => ({
      personId: mainOf(userId),
      isMain: true,
      address: 'Hauptstraße',
      addressnumber: String((i % 120) + 1),
      streetcode: pick(CITIES, i)[0],
      city: pick(CITIES, i)[1],
      land: 'Deutschland',
    })),
  );

  const templates = contractTemplates(now);
  const contractRows = userIds.flatMap((userId) =>
    templates.map(({ holder, columns }) => {
      const [main, partner] = household.get(userId) ?? [];
      return { ...columns, userId, personId: (holder === 'partner' ? (partner ?? main) : main) ?? 0 };
    }),
  );
  await bulkInsert(db, contracts, contractRows);

  const variants = pdfVariants(now);
  const files: { key: string; bytes: Buffer }[] = [];
  const documentRows = userIds.flatMap((userId, i) =>
    Array.from({ length: size.documentsPerCustomer }, (_, n) => {
      const key = `dok-${randomBytes(16).toString('hex')}`;
      const variant = pick(variants, i + n);
      files.push({ key, bytes: variant.bytes });
      return {
        userId,
        ownerType: 'person',
        ownerId: mainOf(userId),
        filename: `${key}.pdf`,
        blobKey: key,
        originalFilename: `Versicherungsschein ${n + 1}.pdf`,
        kategorie: 'eigene',
        directory: '',
        size: variant.bytes.length,
        mime: 'application/pdf',
        sha256: variant.sha256,
        createdAt: new Date(now.getTime() - (i * 7919 + n * 104_729) * 1000),
      };
    }),
  );
  await bulkInsert(db, documents, documentRows);

  const chatRows = userIds.flatMap((userId, i) => {
    if (i % 2 !== 0) return [];
    const agencyId = agencyIds[i % size.agencies] as number;
    const name = `${customerRows[i]?.firstName} ${customerRows[i]?.lastName}`;
    const at = new Date(now.getTime() - 86_400_000);
    return [
      {
        customerId: userId,
        agencyId,
        sender: 'customer',
        authorId: userId,
        authorName: name,
        text: 'Guten Tag, ist meine Hausratversicherung noch aktuell?',
        readAt: at,
        createdAt: at,
      },
      {
        customerId: userId,
        agencyId,
        sender: 'adviser',
        authorId: null,
        authorName: 'Ihr Beratungsteam',
        text: 'Ja, sie ist aktuell. Ich melde mich zur Jahresprüfung.',
        readAt: at,
        createdAt: at,
      },
    ];
  });
  await bulkInsert(db, chatMessages, chatRows);

  const customers = userIds.map((id, i) => ({
    id,
    email: customerRows[i]?.email ?? '',
    agencyIndex: i % size.agencies,
    mainPersonId: mainOf(id),
    filename: documentRows[i * size.documentsPerCustomer]?.filename ?? '',
  }));
  return {
    files,
    customers,
    advisers,
    password: LOAD_PASSWORD,
    counts: {
      agencies: agencyIds.length,
      customers: userIds.length,
      persons: personIds.length,
      contracts: contractRows.length,
      documents: documentRows.length,
      chat_messages: chatRows.length,
    },
  };
}
