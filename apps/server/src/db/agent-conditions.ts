import { eq, type SQL, sql } from 'drizzle-orm';
import { agents } from './schema';

/** The agent whose sign-up code this is, in any letter case (people type the codes). */
export function agentWithSignupCode(code: string): SQL {
  return sql`lower(${agents.signupCode}) = ${code.toLowerCase()}`;
}

/** The agent named by id (digits) or sign-up code, as the admin command and the seed name one. */
export function agentWithIdOrSignupCode(ref: string): SQL {
  return /^\d+$/.test(ref) ? eq(agents.id, Number(ref)) : agentWithSignupCode(ref);
}
