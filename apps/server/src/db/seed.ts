import type { Db } from './client';
import { demoCustomer } from './demo-customers';
import { createAgent, createCustomer } from './factories';
import { agents } from './schema';

/** The demo adviser's sign-up code (links `?berater=berger`). */
export const DEMO_SIGNUP_CODE = 'berger';

/** Seeds the demo adviser and customers into an empty database; a second start keeps the data. */
export async function seedDemoData(db: Db, scryptLogN: number): Promise<boolean> {
  const existing = await db.select({ id: agents.id }).from(agents).limit(1);
  if (existing.length > 0) return false;
  // Sign-up links with this code tie new customers to the demo adviser.
  const agent = await createAgent(db, { signupCode: DEMO_SIGNUP_CODE });
  await createCustomer(db, { ...demoCustomer('max'), agentId: agent.id, scryptLogN });
  await createCustomer(db, { ...demoCustomer('erika'), agentId: agent.id, scryptLogN });
  return true;
}
