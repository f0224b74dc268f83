import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, vergleichsrechner } from '../db/schema';

/** The demo widgets' port when DEMO_WIDGET_PORT is unset (npm run dev sets 8081). */
export const DEMO_WIDGET_DEFAULT_PORT = 8081;

/** Where the demo's widgets are served: main.ts with DEMO_WIDGET_PORT (the seed's calculators follow it). */
export const demoWidgetOrigin = (port: number | null = null) =>
  `http://localhost:${port ?? DEMO_WIDGET_DEFAULT_PORT}`;

/**
 * The demo agency's two Vergleichsrechner (issue 31), pointing at the portal's own demo widgets under a
 * second origin, and Max's switch for them (the agency's Familien preset has it; the end-to-end tests' Max
 * starts without it). `widgetPort`: the configured DEMO_WIDGET_PORT at seed time (unset: 8081).
 */
export async function addDemoRechner(
  db: Db,
  agencyId: number,
  maxUserId: number,
  widgetPort: number | null = null,
): Promise<void> {
  const origin = demoWidgetOrigin(widgetPort);
  await db.insert(vergleichsrechner).values([
    {
      agencyId,
      titel: 'Kfz-Tarifvergleich',
      sparte: 'kfz',
      url: `${origin}/kfz.html`,
      origins: [origin],
    },
    {
      agencyId,
      titel: 'Privathaftpflicht-Vergleich',
      sparte: 'privathaftpflicht',
      url: `${origin}/haftpflicht.html`,
      origins: [origin],
    },
  ]);
  await db
    .update(users)
    .set({ config: sql`${users.config} || '{"vergleichsrechner": true}'::jsonb` })
    .where(eq(users.id, maxUserId));
}
