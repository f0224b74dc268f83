import { vorsorgeInputSchema } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { persons, users, vorsorgeAngaben } from '../db/schema';
import { addDemoContracts } from './contracts';
import type { DemoProfile } from './customers';

type Owner = { userId: number; personIds: readonly number[] };

/**
 * Max's Bedarfscheck and Vorsorgestatus (issue 30), in the demo only (the end-to-end tests' Max starts
 * without them and switches the area on himself): the area on; Max's and Maria's answers are the household's
 * stored fields (customers.ts), and with Maria's Risikoleben here the household's result has two gaps — Max's
 * Berufsunfähigkeit and Risikoleben — beside the Wohngebäude to check for Elementar. Maria, a Beamtin who
 * taught at a private school before, has the Renteninformation of those years and a Riester contract with its
 * expected pension; Max entered his Entgeltpunkte and income.
 */
export async function addDemoVorsorge(db: Db, owner: Owner, profile: DemoProfile, now: Date): Promise<void> {
  if (profile !== 'max') return;
  const [max, maria] = owner.personIds;
  if (max === undefined || maria === undefined) throw new Error('demo household without Maria');
  await db
    .update(users)
    .set({ config: sql`${users.config} || '{"bedarfscheck": true}'::jsonb` })
    .where(eq(users.id, owner.userId));
  await db
    .update(persons)
    .set({ details: sql`${persons.details} || '{"wunsch_altersrente_mtl": 2200}'::jsonb` })
    .where(eq(persons.id, maria));
  await addDemoContracts(
    db,
    owner,
    [
      {
        holder: 'partner',
        fields: {
          sparte: 'risikoleben',
          gesellschaft: 'Hannoversche Lebensversicherung',
          name: 'Risikolebensversicherung Tarif T1',
          label: 'Risikoleben Maria',
          nummer: 'RL 7 310 224',
          beitrag: 14.9,
          zahlungsweise: 12,
          beginn: '2019-04-01',
          ablauf: '2044-04-01',
          versicherungssumme: 250_000,
          betreuung: 'versicherer',
        },
      },
      {
        holder: 'partner',
        fields: {
          sparte: 'riester',
          gesellschaft: 'Allianz',
          name: 'Riester-Rente Klassik',
          label: 'Riester Maria',
          nummer: 'RR 5 118 403',
          beitrag: 147.5,
          zahlungsweise: 12,
          beginn: '2012-01-01',
          betreuung: 'anderer_vermittler',
          rente_garantiert_mtl: 118.4,
          rente_prognose_mtl: 164.9,
        },
      },
    ],
    now,
  );
  const entries = [
    {
      personId: maria,
      angaben: { regelaltersrente_mtl: 486.2, rente_1_prozent_mtl: 571.3, rente_2_prozent_mtl: 672.9 },
    },
    { personId: max, angaben: { entgeltpunkte: 17.4526, bruttojahresentgelt: 68_000 } },
  ];
  await db.insert(vorsorgeAngaben).values(
    entries.map(({ personId, angaben }) => ({
      personId,
      userId: owner.userId,
      angaben: vorsorgeInputSchema.parse(angaben),
      updatedAt: now,
    })),
  );
}
