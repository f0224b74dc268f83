import type { CustomerInput } from '../db/factories';

/**
 * The demo customers (issue 2 fixed their logins so outside checks can use them): the logins, and their
 * households as factory input. The seed creates them once; the e2e run creates look-alike customers of its
 * own from the same households (e2e/e2e-customers.ts), so specs never change the demo as shipped.
 */
export type DemoLogin = {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export const demoLogins = {
  max: {
    name: 'Max Mustermann',
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max.mustermann@example.com',
    password: 'Muster!2026',
  },
  erika: {
    name: 'Erika Beispiel',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'erika.beispiel@example.com',
    password: 'Beispiel!2026',
  },
} as const satisfies Record<string, DemoLogin>;

export type DemoProfile = keyof typeof demoLogins;

function account({ email, password, firstName, lastName }: DemoLogin) {
  return { email, password, firstName, lastName };
}

/** The Mustermanns' home, the main address of both of them. */
const musterstrasse = {
  address: 'Musterstraße',
  addressnumber: '12',
  streetcode: '10115',
  city: 'Berlin',
  land: 'Deutschland',
};

/** A customer with Max's household and rights under `login` (the main person's e-mail is the login's). */
function maxHousehold(login: DemoLogin): CustomerInput {
  return {
    ...account(login),
    accountTyp: 'makler',
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
      vertragsspiegel_pdf: true,
      vertrag_optimieren: true,
      vertrag_info: true,
      // Issue 31: 'Meine Freigaben' with the contracts his adviser provided (demo/provided.ts).
      vertrag_bereitstellen: true,
      liquiditaet: true,
      schaden: true,
      wecker: true,
      nutzungsbedinungen: true,
      datenschutz: true,
      berater_einladen: true,
      beraterdokumente: {
        maklervollmacht: true,
        einwilligungserklaerung: true,
        erstinformation: true,
        beratungsprotokoll: true,
      },
    },
    persons: [
      {
        firstname: 'Max',
        lastname: 'Mustermann',
        gender: 'm',
        geburtsdatum: '1984-05-17',
        familienstand: 'VH',
        email: login.email,
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
        address: { ...musterstrasse },
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
        address: { ...musterstrasse },
      },
    ],
  };
}

/** A makler_light customer like Erika, under `login`. */
function erikaHousehold(login: DemoLogin): CustomerInput {
  return {
    ...account(login),
    accountTyp: 'makler_light',
    // The adviser switched the mandate and own uploads on for everyone; as makler_light Erika still gets
    // no adviser forms and no uploads (spec section 6), only the documents the adviser provides.
    config: {
      change_passwort: true,
      dokumente_list: true,
      dokumente_eigene: true,
      beraterdokumente: { maklervollmacht: true },
    },
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
  };
}

/** The factory input of a demo customer's household under a login (the demo's own by default). */
export function demoCustomer(profile: DemoProfile, login: DemoLogin = demoLogins[profile]): CustomerInput {
  return profile === 'max' ? maxHousehold(login) : erikaHousehold(login);
}
