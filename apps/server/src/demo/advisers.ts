import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createAdviser, createAgent, createCustomer } from '../db/factories';
import { agents, users } from '../db/schema';
import { addDemoChat, demoConversations } from './chat';
import { type DemoLogin, demoLogins } from './customers';
import { addDemoInbox } from './inbox';

/**
 * The demo advisers (issue 14 fixed their logins so outside checks can use them): Thomas Berger works for
 * the demo agency of Max and Erika; Sonja Keller for a second agency in Hamburg with a customer of its own
 * (Lukas Hoffmann), so the demo shows that an adviser sees only the own agency's customers.
 */
export const demoAdviserLogins = {
  berater: {
    name: 'Thomas Berger',
    firstName: 'Thomas',
    lastName: 'Berger',
    email: 'berater@example.com',
    password: 'Berater!2026',
  },
  berater2: {
    name: 'Sonja Keller',
    firstName: 'Sonja',
    lastName: 'Keller',
    email: 'berater2@example.com',
    password: 'Berater!2026',
  },
} as const satisfies Record<string, DemoLogin>;

/** The second agency's customer. */
export const demoSecondAgencyCustomer = {
  name: 'Lukas Hoffmann',
  firstName: 'Lukas',
  lastName: 'Hoffmann',
  email: 'lukas.hoffmann@example.com',
  password: 'Hoffmann!2026',
} as const satisfies DemoLogin;

async function userIdOf(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

const accountExists = async (db: Db, email: string) => (await userIdOf(db, email)) !== null;

/**
 * Adds the demo advisers next to the demo agency (`signupCode`), also to a database seeded before
 * advisers existed; does nothing when they are there or the demo agency is not. True when it added them.
 */
export function seedDemoAdvisers(db: Db, signupCode: string, scryptLogN: number): Promise<boolean> {
  // One transaction: a failed start leaves no adviser without the second agency's customer.
  return db.transaction((tx) => addDemoAdvisers(tx, signupCode, scryptLogN));
}

async function addDemoAdvisers(db: Db, signupCode: string, scryptLogN: number): Promise<boolean> {
  const [demoAgency] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.signupCode, signupCode));
  if (!demoAgency) return false;
  const { berater, berater2 } = demoAdviserLogins;
  if (await accountExists(db, berater.email)) return false;
  const thomas = await createAdviser(db, { ...berater, agencyId: demoAgency.id, scryptLogN });
  await addDemoInbox(db, {
    agencyId: demoAgency.id,
    adviserId: thomas.user.id,
    max: await userIdOf(db, demoLogins.max.email),
    erika: await userIdOf(db, demoLogins.erika.email),
  });
  await addDemoChat(
    db,
    { customerEmail: 'max.mustermann@example.com', adviserEmail: berater.email },
    demoConversations.max,
  );
  if (await accountExists(db, berater2.email)) return true;
  const keller = await createAgent(db, {
    anrede: 'Frau',
    vorname: 'Sonja',
    name: 'Keller',
    firma: 'Keller Finanzberatung',
    email: 'sonja.keller@keller-finanz.example',
    phone: '+49 40 7654321',
    mobile: '+49 160 9876543',
    address: 'Mönckebergstraße',
    addressnumber: '7',
    streetcode: '20095',
    city: 'Hamburg',
    registernummer: 'D-7HJ3-P2LKA-58',
    vermittlerstatus: 'makler',
    ihk: 'Handelskammer Hamburg',
  });
  await createAdviser(db, { ...berater2, agencyId: keller.id, scryptLogN });
  const { name: _name, ...lukas } = demoSecondAgencyCustomer;
  await createCustomer(db, {
    ...lukas,
    agentId: keller.id,
    scryptLogN,
    config: { nachrichten: true, change_passwort: true, dokumente_list: true, vertrag_list: true },
    persons: [
      {
        firstname: 'Lukas',
        lastname: 'Hoffmann',
        gender: 'm',
        geburtsdatum: '1991-02-14',
        email: lukas.email,
        address: {
          address: 'Eppendorfer Weg',
          addressnumber: '88',
          streetcode: '20259',
          city: 'Hamburg',
          land: 'Deutschland',
        },
      },
    ],
  });
  await addDemoChat(
    db,
    { customerEmail: lukas.email, adviserEmail: berater2.email },
    demoConversations.lukas,
  );
  return true;
}
