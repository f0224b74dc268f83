import type { InsurerContactEntry } from '../bestandsuebertragung/insurer-contact';
import { knownInsurer } from './insurer-names';

/**
 * Where a broker's letter to an insurer goes (issue 29): the postal address of the insurer's seat as its
 * own imprint states it (`quelle`, the imprint's https address), keyed by the insurer's short name of the
 * insurers list (what the contract form stores). An e-mail address for broker changes is given only where
 * the insurer publishes one; none of these does on its imprint, so each is null and the agency enters the
 * address its broker support gave it (the agency's settings per insurer override this table).
 * An insurer that moves: correct its line and its source.
 */
export const INSURER_CONTACTS: Readonly<Record<string, InsurerContactEntry>> = {
  Allianz: {
    strasse: 'Königinstraße 28',
    plz: '80802',
    ort: 'München',
    email: null,
    quelle: 'https://www.allianz.de/impressum/',
  },
  'Alte Leipziger': {
    strasse: 'Alte Leipziger-Platz 1',
    plz: '61440',
    ort: 'Oberursel',
    email: null,
    quelle: 'https://www.alte-leipziger.de/impressum',
  },
  AXA: {
    strasse: 'Colonia-Allee 10-20',
    plz: '51067',
    ort: 'Köln',
    email: null,
    quelle: 'https://www.axa.de/impressum',
  },
  Concordia: {
    strasse: 'Karl-Wiechert-Allee 1',
    plz: '30625',
    ort: 'Hannover',
    email: null,
    quelle: 'https://www.concordia.de/impressum',
  },
  Continentale: {
    strasse: 'Ruhrallee 92',
    plz: '44139',
    ort: 'Dortmund',
    email: null,
    quelle: 'https://www.continentale.de/impressum',
  },
  'Debeka Allgemeine': {
    strasse: 'Ferdinand-Sauerbruch-Straße 18',
    plz: '56073',
    ort: 'Koblenz',
    email: null,
    quelle: 'https://www.debeka.de/impressum',
  },
  DEVK: {
    strasse: 'Riehler Straße 190',
    plz: '50735',
    ort: 'Köln',
    email: null,
    quelle: 'https://www.devk.de/impressum/',
  },
  ERGO: {
    strasse: 'ERGO-Platz 1',
    plz: '40477',
    ort: 'Düsseldorf',
    email: null,
    quelle: 'https://www.ergo.de/de/Service/Impressum',
  },
  Generali: {
    strasse: 'Adenauerring 7',
    plz: '81737',
    ort: 'München',
    email: null,
    quelle: 'https://www.generali.de/impressum',
  },
  Gothaer: {
    strasse: 'Gothaer Allee 1',
    plz: '50969',
    ort: 'Köln',
    email: null,
    quelle: 'https://www.gothaer.de/impressum/',
  },
  HDI: {
    strasse: 'HDI-Platz 1',
    plz: '30659',
    ort: 'Hannover',
    email: null,
    quelle: 'https://www.hdi.de/impressum/',
  },
  'HUK-COBURG': {
    strasse: 'Bahnhofsplatz',
    plz: '96444',
    ort: 'Coburg',
    email: null,
    quelle: 'https://www.huk.de/impressum.html',
  },
  'HUK-COBURG Allgemeine': {
    strasse: 'Bahnhofsplatz',
    plz: '96444',
    ort: 'Coburg',
    email: null,
    quelle: 'https://www.huk.de/impressum.html',
  },
  LVM: {
    strasse: 'Kolde-Ring 21',
    plz: '48126',
    ort: 'Münster',
    email: null,
    quelle: 'https://www.lvm.de/impressum',
  },
  Mecklenburgische: {
    strasse: 'Platz der Mecklenburgischen 1',
    plz: '30625',
    ort: 'Hannover',
    email: null,
    quelle: 'https://www.mecklenburgische.de/impressum',
  },
  Nürnberger: {
    strasse: 'Ostendstraße 100',
    plz: '90482',
    ort: 'Nürnberg',
    email: null,
    quelle: 'https://www.nuernberger.de/impressum/',
  },
  'R+V': {
    strasse: 'Raiffeisenplatz 1',
    plz: '65189',
    ort: 'Wiesbaden',
    email: null,
    quelle: 'https://www.ruv.de/impressum',
  },
  'SIGNAL IDUNA': {
    strasse: 'Joseph-Scherer-Straße 3',
    plz: '44139',
    ort: 'Dortmund',
    email: null,
    quelle: 'https://www.signal-iduna.de/impressum.php',
  },
  VHV: {
    strasse: 'VHV-Platz 1',
    plz: '30177',
    ort: 'Hannover',
    email: null,
    quelle: 'https://www.vhv.de/impressum',
  },
  Zurich: {
    strasse: 'Platz der Einheit 2',
    plz: '60327',
    ort: 'Frankfurt am Main',
    email: null,
    quelle: 'https://www.zurich.de/de-de/impressum',
  },
};

/** The table's entry for an insurer as a contract names it (short or full name, any case), or null. */
export function insurerContact(versicherer: string): InsurerContactEntry | null {
  const insurer = knownInsurer(versicherer);
  return (insurer && INSURER_CONTACTS[insurer.kurzname]) ?? null;
}

/** The short names the table has an entry for, sorted (de). */
export function insurersWithContact(): string[] {
  return Object.keys(INSURER_CONTACTS).sort((a, b) => a.localeCompare(b, 'de'));
}
