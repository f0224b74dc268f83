import type { Db } from './client';
import { createAgent, createCustomer } from './factories';
import { agents } from './schema';

/** The demo logins printed at start (fixed by issue 2 so outside checks can use them). */
export const demoLogins = [
  { name: 'Max Mustermann', email: 'max.mustermann@example.com', password: 'Muster!2026' },
  { name: 'Erika Beispiel', email: 'erika.beispiel@example.com', password: 'Beispiel!2026' },
] as const;

const [max, erika] = demoLogins;

/** Seeds the demo adviser and customers into an empty database; a second start keeps the data. */
export async function seedDemoData(db: Db, scryptLogN: number): Promise<boolean> {
  const existing = await db.select({ id: agents.id }).from(agents).limit(1);
  if (existing.length > 0) return false;
  // Sign-up links with `referrer: 'berger'` tie new customers to the demo adviser.
  const agent = await createAgent(db, { signupCode: 'berger' });
  await createCustomer(db, {
    agentId: agent.id,
    email: max.email,
    password: max.password,
    firstName: 'Max',
    lastName: 'Mustermann',
    accountTyp: 'makler',
    scryptLogN,
    features: { referrals: true },
    config: {
      nachrichten: true,
      change_passwort: true,
      change_email: true,
      person_edit: true,
      dokumente_list: true,
      dokumente_eigene: true,
      vertrag_list: true,
      vertrag_add: true,
      vertrag_edit: true,
      vertrag_details: true,
      schaden: true,
      wecker: true,
      nutzungsbedinungen: true,
      datenschutz: true,
      berater_einladen: true,
      beraterdokumente: { maklervollmacht: true, einwilligungserklaerung: true, erstinformation: true },
    },
    persons: [
      {
        firstname: 'Max',
        lastname: 'Mustermann',
        gender: 'm',
        geburtsdatum: '1984-05-17',
        familienstand: 'VH',
        email: max.email,
        mobil: '491712345678',
        kontaktEinwilligung: true,
        details: {
          kinderanzahl: 2,
          situation: '1',
          berufsbezeichnung: 'Elektroingenieur',
          einkuenfte_gesamt_netto_mtl: 3850,
          wunsch_altersrente_mtl: 2500,
          schreibtischtaetigkeit: 70,
          personalverantwortung: '1',
          gesundheit_raucher: '0',
          art_der_krankenversicherung: 'freiwillig',
          aktuelle_erkrankungen: '1',
          wohnstatus: 'eigentum_einfamilienhaus',
          kfzhalter: '1',
          hund: '1',
          wohneigentum: '1',
        },
        bankConnections: [
          { iban: 'DE89370400440532013000', kontoinhaber: 'Max Mustermann', zahlungsweise: '12' },
        ],
        address: {
          address: 'Musterstraße',
          addressnumber: '12',
          streetcode: '10115',
          city: 'Berlin',
          land: 'Deutschland',
        },
      },
      {
        firstname: 'Maria',
        lastname: 'Mustermann',
        gender: 'w',
        geburtsdatum: '1986-09-03',
        familienstand: 'VH',
        details: {
          kinderanzahl: 2,
          situation: '3',
          berufsbezeichnung: 'Lehrerin',
          einkuenfte_gesamt_netto_mtl: 2900,
          schreibtischtaetigkeit: 40,
          gesundheit_raucher: '0',
          art_der_krankenversicherung: 'privat',
          aktuelle_erkrankungen: '1',
          wohnstatus: 'eigentum_einfamilienhaus',
          wohneigentum: '1',
        },
        address: {
          address: 'Musterstraße',
          addressnumber: '12',
          streetcode: '10115',
          city: 'Berlin',
          land: 'Deutschland',
        },
      },
    ],
  });
  await createCustomer(db, {
    agentId: agent.id,
    email: erika.email,
    password: erika.password,
    firstName: 'Erika',
    lastName: 'Beispiel',
    accountTyp: 'makler_light',
    scryptLogN,
    // The adviser switched the mandate on for everyone; as makler_light Erika still sees none (spec section 6).
    config: { change_passwort: true, beraterdokumente: { maklervollmacht: true } },
    persons: [
      {
        firstname: 'Erika',
        lastname: 'Beispiel',
        gender: 'w',
        geburtsdatum: '1979-11-02',
        address: {
          address: 'Beispielweg',
          addressnumber: '3a',
          streetcode: '50667',
          city: 'Köln',
          land: 'Deutschland',
        },
      },
    ],
  });
  return true;
}
