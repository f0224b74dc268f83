import { SPARTEN } from './sparten';

/**
 * 'Gut zu wissen' on a contract (flag `vertrag_info`, issue 10): what applies to cancelling contracts
 * of its kind under German law, in plain words. General notes, no legal advice; the adviser is one tap
 * away. Keyed by Sparte where the rules differ, else by group.
 */
const GENERAL =
  'Erhöht der Versicherer den Beitrag ohne Mehrleistung, kannst Du innerhalb eines Monats nach der Mitteilung kündigen (§ 40 VVG).';
const AFTER_CLAIM =
  'Nach einem Schadenfall können Du und der Versicherer den Vertrag meist außerordentlich kündigen.';

const BY_SPARTE: Readonly<Record<string, readonly string[]>> = {
  kfz: [
    'Die meisten Kfz-Versicherungen laufen bis zum 1. Januar und verlängern sich um ein Jahr. Mit einem Monat Frist muss die Kündigung bis zum 30. November beim Versicherer sein.',
    'Beim Verkauf des Fahrzeugs endet der Vertrag; eine Beitragserhöhung gibt Dir ein Sonderkündigungsrecht.',
  ],
  private_kranken: [
    'Die private Krankenversicherung kannst Du zum Ende des Versicherungsjahres mit drei Monaten Frist kündigen, frühestens nach der vereinbarten Mindestdauer (§ 205 VVG).',
    'Die Kündigung wird nur wirksam, wenn Du eine neue Krankenversicherung nachweist. Lass Dich vor einem Wechsel beraten: Alterungsrückstellungen gehen oft verloren.',
  ],
  gesetzliche_kranken: [
    'Die Krankenkasse kannst Du nach zwölf Monaten Mitgliedschaft wechseln; die Kündigung wirkt zum Ende des übernächsten Kalendermonats.',
    'Erhebt oder erhöht die Kasse einen Zusatzbeitrag, darfst Du sofort wechseln.',
  ],
  bav: [
    'Eine betriebliche Altersversorgung läuft über Deinen Arbeitgeber. Ändern oder beenden kannst Du sie meist nur mit ihm zusammen; sprich vorher mit Deinem Berater.',
  ],
};

const BY_GROUP: Readonly<Record<string, readonly string[]>> = {
  sach: [
    'Sach- und Haftpflichtversicherungen verlängern sich meist um ein Jahr, wenn Du nicht spätestens drei Monate vor dem Ablauf kündigst. Verträge mit mehr als drei Jahren Laufzeit kannst Du zum Ende des dritten Jahres kündigen (§ 11 VVG).',
    AFTER_CLAIM,
  ],
  person: [
    'Personenversicherungen (Unfall, Berufsunfähigkeit, Risikoleben) kannst Du meist zum Ende des Versicherungsjahres kündigen. Ein neuer Vertrag kostet später oft mehr und verlangt neue Gesundheitsfragen: kündige erst, wenn der neue Schutz steht.',
  ],
  vorsorge: [
    'Lebens- und Rentenversicherungen kannst Du zum Ende der laufenden Versicherungsperiode kündigen (§ 168 VVG). Oft ist eine Beitragsfreistellung oder Beitragspause günstiger als eine Kündigung: frag vorher Deinen Berater.',
  ],
  haushalt: [
    'Strom-, Gas-, Internet- und Mobilfunkverträge sind nach der ersten Laufzeit meist monatlich kündbar. Bei Preiserhöhungen hast Du ein Sonderkündigungsrecht.',
  ],
};

/** The notes for a contract of `sparte`: the Sparte's own or its group's, then the general one. */
export function contractInfo(sparte: string): string[] {
  const group = SPARTEN.find((entry) => entry.key === sparte)?.gruppe ?? 'haushalt';
  const own = BY_SPARTE[sparte] ?? BY_GROUP[group] ?? [];
  return group === 'haushalt' && !BY_SPARTE[sparte] ? [...own] : [...own, GENERAL];
}
