import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { contracts, documents, persons, sessions, users } from '../../apps/server/src/db/schema';
import { demoAdviserLogins } from '../../apps/server/src/demo/advisers';
import { addDemoChat } from '../../apps/server/src/demo/chat';
import { demoLogins } from '../../apps/server/src/demo/customers';

const FIRST = ['Anna', 'Lena', 'Jonas', 'Lukas', 'Mustafa', 'Sophie', 'Paul', 'Mia', 'Felix', 'Emma'];
const FIRST_MORE = ['Leon', 'Hannah', 'Elias', 'Murat', 'Clara', 'Ben', 'Lea', 'Noah', 'Marie', 'Finn'];
const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz'];
const LAST_MORE = ['Hoffmann', 'Schumacher', 'Hummel', 'Krause', 'Muth', 'Wolf', 'Neumann', 'Zimmermann'];
const FIRST_NAMES = [...FIRST, ...FIRST_MORE];
const LAST_NAMES = [...LAST, ...LAST_MORE];
const SPARTEN = ['kfz', 'hausrat', 'privathaftpflicht', 'wohngebaeude', 'rechtsschutz'];
const INSURERS = ['HUK-COBURG', 'Allianz', 'ERGO', 'AXA', 'Gothaer', 'R+V', 'Debeka'];
const DAY_MS = 86_400_000;

/** What the reads bench adds to the demo: how many of each. */
export type ReadsData = { customers: number; messages: number; documents: number };

/**
 * The demo made realistic for the reads (issue 34): the demo agency gets `customers` more customers (German
 * names, a main person, two contracts and a session each) for the workspace's list and search; Max a chat
 * history of `messages` messages and `documents` more documents (rows only: the lists read no bytes).
 */
export async function addReadsData(db: Db, counts: ReadsData, now = new Date()): Promise<void> {
  const [max] = await db
    .select({ id: users.id, agencyId: users.agentId })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoLogins.max.email}`);
  if (!max?.agencyId) throw new Error('the demo has no Max');
  const agencyId = max.agencyId;
  for (let from = 0; from < counts.customers; from += 500) {
    const batch = Array.from(
      { length: Math.min(500, counts.customers - from) },
      (_, offset) => from + offset,
    );
    const name = (index: number) => ({
      first: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Kim',
      last: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Kunde',
    });
    const made = await db
      .insert(users)
      .values(
        batch.map((index) => ({
          agentId: agencyId,
          email: `${name(index).first}.${name(index).last}.${index}@bench.example`.toLowerCase(),
          firstName: name(index).first,
          lastName: name(index).last,
          createdAt: new Date(now.getTime() - (index % 700) * DAY_MS),
        })),
      )
      .returning({ id: users.id });
    const mains = await db
      .insert(persons)
      .values(
        made.map((user, offset) => ({
          userId: user.id,
          isMain: true,
          firstname: name(batch[offset] ?? 0).first,
          lastname: name(batch[offset] ?? 0).last,
          geburtsdatum: `19${50 + (offset % 50)}-0${1 + (offset % 9)}-1${offset % 10}`,
        })),
      )
      .returning({ id: persons.id, userId: persons.userId });
    await db.insert(contracts).values(
      mains.flatMap((person, offset) =>
        [0, 1].map((k) => ({
          userId: person.userId,
          personId: person.id,
          sparte: SPARTEN[(offset + k) % SPARTEN.length] ?? 'kfz',
          gesellschaft: INSURERS[(offset + k) % INSURERS.length] ?? 'Allianz',
          beitrag: 9.5 + ((offset * 7 + k * 13) % 120),
        })),
      ),
    );
    await db.insert(sessions).values(
      made.map((user, offset) => ({
        id: randomUUID(),
        userId: user.id,
        absoluteExpiresAt: new Date(now.getTime() + 30 * DAY_MS),
        createdAt: new Date(now.getTime() - (offset % 60) * DAY_MS),
      })),
    );
  }
  await addMaxDocuments(db, max.id, counts.documents, now);
  const history = Array.from({ length: counts.messages }, (_, index) => ({
    from: index % 3 === 0 ? ('adviser' as const) : ('customer' as const),
    text: `Nachricht ${index + 1}: Frage zur Hausratversicherung, dem Umzug und der neuen Versicherungssumme.`,
    hoursAgo: 24 * 400 - index * 30,
    read: true,
  }));
  await addDemoChat(
    db,
    { customerEmail: demoLogins.max.email, adviserEmail: demoAdviserLogins.berater.email },
    history,
    now,
  );
}

async function addMaxDocuments(db: Db, userId: number, count: number, now: Date): Promise<void> {
  const [main] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(sql`${persons.userId} = ${userId} and ${persons.isMain}`);
  if (!main || count === 0) return;
  await db.insert(documents).values(
    Array.from({ length: count }, (_, index) => {
      const key = randomUUID();
      return {
        userId,
        ownerType: 'person',
        ownerId: main.id,
        filename: `dok-${key.replaceAll('-', '')}.pdf`,
        blobKey: `bench/${key}`,
        originalFilename: `Rechnung ${index + 1}.pdf`,
        size: 40_000 + index,
        mime: 'application/pdf',
        sha256: '0'.repeat(64),
        createdAt: new Date(now.getTime() - index * DAY_MS),
      };
    }),
  );
}
