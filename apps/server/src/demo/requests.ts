import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import { and, eq } from 'drizzle-orm';
import { toStoredContract } from '../db/contract-row';
import { adviserRequests, contracts } from '../db/schema';
import { type DemoEntries, daysBefore } from './entries';

/**
 * What Max has sent his adviser before (issue 11): a glass breakage in the living room under the household
 * insurance, being handled, and a bicycle theft last spring, settled; and a contact request answered long ago.
 * Stored as sent (no mail: it went out then).
 */
export const addDemoRequests: DemoEntries = async (db, owner, profile, now) => {
  if (profile !== 'max') return;
  const [hausrat] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.userId, owner.userId), eq(contracts.sparte, 'hausrat')));
  const at = (days: number) => daysBefore(now, days);
  // The contract as the damage form names it (the label kept with a report).
  const vertrag = hausrat ? contractChoiceLabel(toStoredContract(hausrat)) : null;
  await db.insert(adviserRequests).values([
    {
      userId: owner.userId,
      agentId: owner.agentId,
      kind: 'schadensmeldung',
      contractId: hausrat?.id ?? null,
      status: 'in_bearbeitung',
      payload: {
        schaden_subject: 'Glasbruch Wohnzimmerfenster',
        schaden_content:
          'Beim Sturm am Wochenende ist ein Ast gegen das große Wohnzimmerfenster geschlagen. Die äußere Scheibe der Doppelverglasung ist gesprungen, innen ist alles dicht. Ein Glaser kann nächste Woche kommen.',
        vertrag,
      },
      createdAt: at(12),
      sentAt: at(12),
    },
    {
      userId: owner.userId,
      agentId: owner.agentId,
      kind: 'schadensmeldung',
      contractId: hausrat?.id ?? null,
      status: 'erledigt',
      payload: {
        schaden_subject: 'Fahrrad aus dem Keller gestohlen',
        schaden_content:
          'Aus dem abgeschlossenen Kellerraum wurde mein Trekkingrad (Kaufpreis 1.290 €, Rechnung liegt vor) gestohlen. Anzeige bei der Polizei ist erstattet.',
        vertrag,
      },
      createdAt: at(190),
      sentAt: at(190),
    },
    {
      userId: owner.userId,
      agentId: owner.agentId,
      kind: 'kontaktanfrage',
      status: 'erledigt',
      payload: {
        ke_GewuenschtArt: 'telefon',
        ke_Nummer: '+491712345678',
        ke_ErreichbarVon: '17:00',
        ke_ErreichbarBis: '19:00',
        ke_Nachricht: 'Wir erwarten Nachwuchs – was sollten wir bei den Versicherungen anpassen?',
      },
      createdAt: at(60),
      sentAt: at(60),
    },
  ]);
};
