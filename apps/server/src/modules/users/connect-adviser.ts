import { agentDisplayName } from '@kundenportal/domain/account/user';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';

/**
 * A customer without an adviser connects to the adviser whose sign-up code this is (case-insensitive). The
 * update only takes a customer who still has none, so two tabs never connect two advisers; a customer with an
 * adviser gets 403 — changing the adviser is the agency's business, not a code's. The route's schema
 * checked the code's form.
 */
export async function connectAdviser(db: Db, userId: number, input: { code: string }) {
  const [agent] = await db
    .select({ id: agents.id, anrede: agents.anrede, vorname: agents.vorname, name: agents.name })
    .from(agents)
    .where(sql`lower(${agents.signupCode}) = ${input.code.toLowerCase()}`)
    .limit(1);
  if (!agent) throw new ValidationError([`code=>${accountTexts.adviserCodeUnknown}`]);
  const updated = await db
    .update(users)
    .set({ agentId: agent.id })
    .where(and(eq(users.id, userId), isNull(users.agentId)))
    .returning({ id: users.id });
  if (!updated.length)
    throw new AppError('not_permitted', { userMessage: accountTexts.adviserAlreadyConnected });
  return { success: true as const, message: accountTexts.adviserConnected(agentDisplayName(agent)) };
}
