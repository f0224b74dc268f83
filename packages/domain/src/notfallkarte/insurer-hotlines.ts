import { knownInsurer } from '../contracts/insurer-names';

/** A claims hotline as the insurer publishes it, with the page that says so. */
export type InsurerHotline = { telefon: string; quelle: string };

/**
 * Claims hotlines of the insurers list (issue 32), keyed by the short name: only where the insurer's own
 * website gives the number (`quelle`); the others are left out rather than guessed, and the agency can enter
 * a number for any insurer. A number that changes: correct its line and its source.
 */
export const INSURER_HOTLINES: Readonly<Record<string, InsurerHotline>> = {
  'Debeka Allgemeine': {
    telefon: '0800 888008222',
    quelle: 'https://www.debeka.de/service/faqs/sachschaden.html',
  },
  'HUK-COBURG': { telefon: '0800 2 485 445', quelle: 'https://www.huk.de/faq/kfz-versicherung.jsp' },
  'HUK-COBURG Allgemeine': {
    telefon: '0800 2 485 445',
    quelle: 'https://www.huk.de/faq/kfz-versicherung.jsp',
  },
};

/** The table's hotline of an insurer as a contract names it (short or full name, any case), or null. */
export function insurerHotline(versicherer: string | null | undefined): string | null {
  if (!versicherer) return null;
  const insurer = knownInsurer(versicherer);
  return (insurer && INSURER_HOTLINES[insurer.kurzname]?.telefon) ?? null;
}
