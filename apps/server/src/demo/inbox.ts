import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adviserRequests, inboxReads, signedForms, users } from '../db/schema';
import { demoLogins } from './customers';
import { daysBefore } from './entries';

type Owners = {
  agencyId: number;
  adviserId: number;
  /** The demo customers' user ids (null: not in this database). */
  max: number | null;
  erika: number | null;
};

/**
 * The demo agency's inbox (issue 14): what arrived this week is new — Erika asks about disability cover
 * for the self-employed, Max recommends a colleague — and Thomas Berger has opened everything older
 * (the demo customers are long-standing ones: their sign-ups are read).
 */
export async function addDemoInbox(db: Db, { agencyId, adviserId, max, erika }: Owners, now = new Date()) {
  const at = (days: number) => daysBefore(now, days);
  if (erika)
    await db.insert(adviserRequests).values({
      userId: erika,
      agentId: agencyId,
      kind: 'anfrage',
      status: 'eingegangen',
      payload: {
        AnfrageBetreff: 'Berufsunfähigkeit als Selbständige',
        AnfrageNachricht:
          'Ich mache mich im Frühjahr als Grafikdesignerin selbständig. Brauche ich dann eine neue Berufsunfähigkeitsversicherung, oder kann ich meine bestehende weiterführen?',
        AnfrageGewuenschtArt: 'email',
        AnfrageEmail: demoLogins.erika.email,
      },
      createdAt: at(1),
      sentAt: at(1),
    });
  if (max)
    await db.insert(adviserRequests).values({
      userId: max,
      agentId: agencyId,
      kind: 'kundenempfehlung',
      status: 'eingegangen',
      payload: {
        an_vorname: 'Felix',
        an_name: 'Hartmann',
        AnfrageGewuenschtArt: 'telefon',
        AnfrageNummer: '+491601234567',
        ErreichbarVon: '18:00',
        ErreichbarBis: '20:00',
        an_Nachricht: 'Mein Kollege sucht eine Haftpflicht- und Hausratversicherung für seine erste Wohnung.',
      },
      createdAt: at(2),
      sentAt: at(2),
    });
  const before = at(7);
  const mark = (itemKey: ReturnType<typeof sql>) =>
    sql`${agencyId}::int, ${itemKey}, ${adviserId}::int, ${before.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into ${inboxReads} (agency_id, item_key, read_by, read_at)
    select ${mark(sql`kind || ':' || id`)} from ${adviserRequests}
      where ${and(eq(adviserRequests.agentId, agencyId), ne(adviserRequests.status, 'entwurf'), lt(adviserRequests.createdAt, before))}
    union all
    select ${mark(sql`'formular:' || id`)} from ${signedForms}
      where ${and(eq(signedForms.agentId, agencyId), lt(signedForms.signedAt, before))}
    union all
    select ${mark(sql`'registrierung:' || id`)} from ${users}
      where ${and(eq(users.agentId, agencyId), eq(users.role, 'customer'))}
    on conflict do nothing`);
}
