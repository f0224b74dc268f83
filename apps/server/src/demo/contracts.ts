import { addDays, addMonths, startOfNextSpan } from '@kundenportal/domain/contracts/calendar';
import { parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../db/client';
import { contractColumns } from '../db/contract-row';
import { contracts, reminders } from '../db/schema';
import type { DemoProfile } from './customers';

/** Which household person a demo contract belongs to: the main person or the second one. */
type Holder = 'main' | 'partner';
type DemoContract = { holder: Holder; fields: Record<string, unknown> };

/**
 * Max's household contracts (issue 10): both persons, every rhythm (monthly, quarterly, half-yearly,
 * yearly, one-off), one inactive, a fixed term, a calendar-span notice, and a car policy whose
 * cancellation deadline is always 0–31 days ahead of the day the demo is seeded (its Ablauf is the first
 * of the month after next), so a fresh demo always shows a highlighted deadline.
 */
export function demoContracts(profile: DemoProfile, now: Date): DemoContract[] {
  if (profile !== 'max') return [];
  const today = isoDateIn(now);
  const carEnd = startOfNextSpan(addMonths(today, 1), 'monat');
  const yearly = { automatische_verlaengerung: 1, kf_verlaengert_wert: 1, kf_verlaengert_einheit: 'jahr' };
  return [
    {
      holder: 'main',
      fields: {
        sparte: 'kfz',
        gesellschaft: 'HUK-COBURG',
        name: 'Kfz-Versicherung Classic',
        label: 'VW Golf B-MM 1984',
        nummer: 'KFZ-4711-2023',
        beitrag: 54.3,
        versicherungssumme: 100_000_000,
        zahlungsweise: 12,
        beginn: addMonths(carEnd, -36),
        ablauf: addMonths(carEnd, -24),
        ...yearly,
        kf_wert: 1,
        kf_einheit: 'monate',
        kf_ende: 'laufzeitende',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'privathaftpflicht',
        gesellschaft: 'Allianz',
        name: 'Privathaftpflicht Smart',
        label: 'Familienhaftpflicht',
        nummer: 'PH-1234-5678-90',
        beitrag: 89,
        versicherungssumme: 10_000_000,
        zahlungsweise: 1,
        beginn: '2019-01-01',
        ...yearly,
        kf_wert: 3,
        kf_einheit: 'monate',
        kf_ende: 'laufzeitende',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'hausrat',
        memory_datum: addDays(today, 30),
        memory_massage: 'Versicherungssumme nach der Renovierung der Küche anpassen lassen.',
        gesellschaft: 'ERGO',
        name: 'Hausratversicherung Best',
        label: 'Hausrat Musterstraße 12',
        nummer: 'HR 778 123 45',
        beitrag: 38.4,
        versicherungssumme: 65_000,
        zahlungsweise: 4,
        beginn: '2021-04-01',
        ...yearly,
        kf_wert: 3,
        kf_einheit: 'monate',
        kf_ende: 'laufzeitende',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'wohngebaeude',
        gesellschaft: 'VHV',
        name: 'Wohngebäudeversicherung Exklusiv',
        label: 'Einfamilienhaus Musterstraße 12',
        nummer: 'WG-2020-88123',
        beitrag: 306,
        zahlungsweise: 2,
        beginn: '2020-07-01',
        ...yearly,
        kf_wert: 3,
        kf_einheit: 'monate',
        kf_ende: 'laufzeitende',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'tierhalterhaftpflicht',
        gesellschaft: 'Die Haftpflichtkasse',
        name: 'Hundehalterhaftpflicht Einfach Komplett',
        label: 'Hund Bello',
        nummer: 'THV-55120',
        beitrag: 5.9,
        zahlungsweise: 12,
        beginn: '2023-03-01',
        ...yearly,
        kf_wert: 1,
        kf_einheit: 'monate',
        kf_ende: 'monat',
        mindestlaufzeit_wert: 1,
        mindestlaufzeit_einheit: 'jahr',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'rechtsschutz',
        status: 'I',
        gesellschaft: 'ARAG',
        name: 'Rechtsschutz Aktiv',
        label: 'Verkehrsrechtsschutz',
        nummer: 'RS-3300-1',
        beitrag: 14.2,
        zahlungsweise: 12,
        beginn: '2018-01-01',
        ...yearly,
        kf_wert: 3,
        kf_einheit: 'monate',
        v_geku_am: '2024-09-15',
        v_ende_am: '2025-01-01',
      },
    },
    {
      holder: 'main',
      fields: {
        sparte: 'reise',
        gesellschaft: 'HanseMerkur',
        name: 'Reiserücktrittsversicherung',
        label: 'Sommerurlaub Italien',
        nummer: 'RRV-2026-0815',
        beitrag: 79,
        zahlungsweise: 9999,
        beginn: '2026-03-01',
        ablauf: '2026-09-01',
      },
    },
    {
      holder: 'partner',
      fields: {
        sparte: 'berufsunfaehigkeit',
        gesellschaft: 'Alte Leipziger',
        name: 'Berufsunfähigkeitsversicherung BV10',
        label: 'BU Maria',
        nummer: 'BU 4 551 900',
        beitrag: 78.5,
        zahlungsweise: 12,
        beginn: '2016-09-01',
        ablauf: '2053-09-01',
        automatische_verlaengerung: 0,
      },
    },
    {
      holder: 'partner',
      fields: {
        sparte: 'private_kranken',
        gesellschaft: 'Debeka',
        name: 'Beihilfeergänzung B 50',
        label: 'Krankenversicherung Maria',
        nummer: 'KV-99812345',
        beitrag: 312.4,
        zahlungsweise: 12,
        beginn: '2015-08-01',
        automatische_verlaengerung: 1,
        kf_wert: 3,
        kf_einheit: 'monate',
        kf_ende: 'jahr',
        mindestlaufzeit_wert: 2,
        mindestlaufzeit_einheit: 'jahr',
      },
    },
  ];
}

/** Inserts the demo contracts, each checked by the same rules as the API (a bad demo fails loudly); their ids. */
export async function addDemoContracts(
  db: Db,
  owner: { userId: number; personIds: readonly number[] },
  items: DemoContract[],
  now: Date,
): Promise<number[]> {
  const [main, partner] = owner.personIds;
  if (main === undefined) throw new Error('demo customer without persons');
  const persons = owner.personIds.map((id) => ({ value: String(id), label: String(id) }));
  const rows = items.map(({ holder, fields }) => {
    const personId = holder === 'partner' ? (partner ?? main) : main;
    const parsed = parseContractValues({ ...fields, person_id: personId }, { now, persons });
    if (!parsed.ok) throw new Error(`demo contract invalid: ${JSON.stringify(parsed.errors)}`);
    return { userId: owner.userId, ...contractColumns(parsed.values) };
  });
  if (rows.length === 0) return [];
  const inserted = await db.insert(contracts).values(rows).returning({ id: contracts.id });
  return inserted.map((row) => row.id);
}

/** Max's own reminder (Wecker): two weeks after the demo is seeded. */
export async function addDemoReminders(db: Db, owner: { userId: number }, profile: DemoProfile, now: Date) {
  if (profile !== 'max') return;
  await db.insert(reminders).values({
    userId: owner.userId,
    datum: addDays(isoDateIn(now), 14),
    eMassage: 'Zählerstände für Strom und Gas an den Versorger melden.',
  });
}
