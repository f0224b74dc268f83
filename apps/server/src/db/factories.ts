import { randomUUID } from 'node:crypto';
import { hashPassword } from '../lib/password-hash';
import type { Db } from './client';
import { addresses, agents, bankConnections, persons, users } from './schema';

/** Factories shared by the demo seed and the tests (STYLE.md, "Factories"). */

export type AgentInput = Partial<typeof agents.$inferInsert>;

export async function createAgent(db: Db, overrides: AgentInput = {}) {
  const [agent] = await db
    .insert(agents)
    .values({
      typ: '93HGB',
      anrede: 'Herr',
      vorname: 'Thomas',
      name: 'Berger',
      firma: 'Berger Versicherungsmakler GmbH',
      email: 'thomas.berger@berger-makler.example',
      phone: '+49 89 1234567',
      mobile: '+49 171 2345678',
      address: 'Leopoldstraße',
      addressnumber: '42',
      streetcode: '80802',
      city: 'München',
      registernummer: 'D-4K2M-XE7QT-21',
      ...overrides,
    })
    .returning();
  if (!agent) throw new Error('agent not created');
  return agent;
}

export type PersonInput = Partial<typeof persons.$inferInsert> & {
  /** The main address. */
  address?: Partial<typeof addresses.$inferInsert>;
  /**
   * Bank connections; the first one is the main one. The IBAN is written in clear as a row of before ADR
   * 286: the server seals it when it starts (the demo), tests with `sealClearConnectionIbans`.
   */
  bankConnections?: Omit<typeof bankConnections.$inferInsert, 'personId' | 'isMain'>[];
};

export type CustomerInput = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & {
  password?: string;
  persons?: PersonInput[];
  /** scrypt cost; tests pass a low one to stay fast. */
  scryptLogN?: number;
};

/**
 * A household person of `userId` with its main address and bank connections (the first one is the main
 * one). Not the main person unless `isMain`: an account has exactly one, made by createCustomer.
 */
export async function createPerson(
  db: Db,
  userId: number,
  input: PersonInput = {},
  { isMain = false }: { isMain?: boolean } = {},
) {
  const { address, bankConnections: banks = [], ...person } = input;
  const [created] = await db
    .insert(persons)
    .values({ firstname: 'Kim', lastname: 'Kunde', ...person, userId, isMain })
    .returning();
  if (!created) throw new Error('person not created');
  if (address) await db.insert(addresses).values({ ...address, personId: created.id, isMain: true });
  if (banks.length) {
    await db
      .insert(bankConnections)
      .values(banks.map((bank, position) => ({ ...bank, personId: created.id, isMain: position === 0 })));
  }
  return created;
}

/**
 * A customer account with its household persons (the first one is the main person), their main
 * addresses and bank connections.
 */
export async function createCustomer(db: Db, input: CustomerInput = {}) {
  const { password = 'Geheim!2026', persons: personInputs, scryptLogN = 17, ...userFields } = input;
  const email = userFields.email ?? `kunde-${randomUUID()}@example.com`;
  const passwordHash = await hashPassword(password, scryptLogN);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ firstName: 'Kim', lastName: 'Kunde', ...userFields, email, passwordHash })
      .returning();
    if (!user) throw new Error('user not created');
    const household = personInputs ?? [{ firstname: user.firstName, lastname: user.lastName }];
    const createdPersons = [];
    for (const [index, person] of household.entries()) {
      createdPersons.push(await createPerson(tx, user.id, person, { isMain: index === 0 }));
    }
    return { user, persons: createdPersons, email, password };
  });
}

export type AdviserInput = {
  agencyId: number;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  scryptLogN?: number;
};

/** An adviser's account (issue 14): a user of role adviser working for the agency `agencyId`. */
export async function createAdviser(db: Db, input: AdviserInput) {
  const { agencyId, password = 'Berater!2026', scryptLogN = 17 } = input;
  const email = input.email ?? `berater-${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      role: 'adviser',
      agencyId,
      email,
      passwordHash: await hashPassword(password, scryptLogN),
      firstName: input.firstName ?? 'Thomas',
      lastName: input.lastName ?? 'Berger',
    })
    .returning();
  if (!user) throw new Error('adviser not created');
  return { user, email, password };
}
