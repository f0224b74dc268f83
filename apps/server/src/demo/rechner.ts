import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, vergleichsrechner } from '../db/schema';

/** Where the demo's widgets are served (main.ts with DEMO_WIDGET_PORT=8081; npm run dev sets it). */
export const DEMO_WIDGET_ORIGIN = 'http://localhost:8081';

/**
 * The demo agency's two Vergleichsrechner (issue 31), pointing at the portal's own demo widgets under a
 * second origin, and Max's switch for them (the agency's Familien preset has it; the end-to-end tests' Max
 * starts without it).
 */
export async function addDemoRechner(db: Db, agencyId: number, maxUserId: number): Promise<void> {
  await db.insert(vergleichsrechner).values([
    {
      agencyId,
      titel: 'Kfz-Tarifvergleich',
      sparte: 'kfz',
      url: `${DEMO_WIDGET_ORIGIN}/kfz.html`,
      origins: [DEMO_WIDGET_ORIGIN],
    },
    {
      agencyId,
      titel: 'Privathaftpflicht-Vergleich',
      sparte: 'privathaftpflicht',
      url: `${DEMO_WIDGET_ORIGIN}/haftpflicht.html`,
      origins: [DEMO_WIDGET_ORIGIN],
    },
  ]);
  await db
    .update(users)
    .set({ config: sql`${users.config} || '{"vergleichsrechner": true}'::jsonb` })
    .where(eq(users.id, maxUserId));
}
