import type { SparteKey } from '../contracts/sparten';
import type { FactKey, Facts } from './facts';

/**
 * The Bedarfscheck's ONE rules table (issue 30, ADR 174): a fact → the Sparte it calls for, with a
 * priority. Each rule's reason for the customer is `bedarfscheckTexts.reasons[id]`; its source is the
 * comment above it.
 *
 * `art` says what the rule asks:
 * - 'bedarf': the Sparte is needed — without a contract of it, a gap.
 * - 'bedingungen': a contract of the Sparte may cover it, but only by its terms — a contract of it is
 *   'pruefen' rather than 'gedeckt'. Alone such a rule recommends nothing where there is no contract.
 *
 * `deckung` says whose contract covers the person: 'haushalt' any of the household (a family
 * Privathaftpflicht covers the children), 'person' only one of the person (a Berufsunfähigkeit of the
 * partner does not).
 */
export const PRIORITIES = ['existenziell', 'wichtig', 'sinnvoll'] as const;
export type Priority = (typeof PRIORITIES)[number];

export type RuleKind = 'bedarf' | 'bedingungen';
export type Coverage = 'haushalt' | 'person';

export type Rule = {
  id: string;
  /** The facts of which one must be yes; 'alle' for everyone. */
  wenn: 'alle' | readonly FactKey[];
  sparte: SparteKey;
  prioritaet: Priority;
  art: RuleKind;
  deckung: Coverage;
};

export const RULES = [
  // Unlimited liability for any damage one causes (§ 823 BGB); BdV and Verbraucherzentrale list it first
  // as a must for everyone.
  {
    id: 'privathaftpflicht',
    wenn: 'alle',
    sparte: 'privathaftpflicht',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Born after 1 Jan 1961 there is no statutory Berufsunfähigkeitsrente (§ 240 SGB VI); the Erwerbsminderungs-
  // rente (§ 43 SGB VI) is far below the income. Verbraucherzentrale and BdV: essential for earners.
  {
    id: 'berufsunfaehigkeit',
    wenn: ['erwerbseinkommen'],
    sparte: 'berufsunfaehigkeit',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'person',
  },
  // The Hinterbliebenenrente (§§ 46, 48 SGB VI) replaces a fraction of the income; BdV and Stiftung
  // Warentest: a must for whoever has children or a partner who depends on the income.
  {
    id: 'risikoleben',
    wenn: ['angehoerige'],
    sparte: 'risikoleben',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'person',
  },
  // Kfz-Haftpflicht is compulsory for every registered vehicle (§ 1 PflVG).
  {
    id: 'kfz',
    wenn: ['kfzhalter'],
    sparte: 'kfz',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // A dog's or horse's keeper is liable without fault (§ 833 BGB); the Privathaftpflicht excludes dogs and
  // horses (GDV AVB PHV, Tierhalter risk), and several Länder require it for every dog (Berlin, Hamburg,
  // Niedersachsen by their Hundegesetze).
  {
    id: 'hund',
    wenn: ['hund'],
    sparte: 'tierhalterhaftpflicht',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  {
    id: 'pferd',
    wenn: ['pferd'],
    sparte: 'tierhalterhaftpflicht',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Tame small animals such as cats are part of the Privathaftpflicht (GDV AVB PHV, Halter zahmer
  // Haustiere), but not in every tariff: check the terms.
  {
    id: 'katze',
    wenn: ['katze'],
    sparte: 'privathaftpflicht',
    prioritaet: 'wichtig',
    art: 'bedingungen',
    deckung: 'haushalt',
  },
  // The Bauherr is liable for the safety of the building site (Verkehrssicherungspflicht, § 823 BGB); the
  // Privathaftpflicht covers only small building works (GDV AVB PHV). BdV: a must for Bauherren.
  {
    id: 'bauherr',
    wenn: ['bauherr'],
    sparte: 'bauherrenhaftpflicht',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Fire, storm and pipe water can destroy the owner's main asset (BdV: a must for owners) … Only for a
  // house: a flat's building is insured by the owners' association (§ 19 Abs. 2 Nr. 3 WEG), paid through
  // the Hausgeld, so owning a flat calls for the Hausrat only.
  {
    id: 'wohngebaeude',
    wenn: ['hauseigentum'],
    sparte: 'wohngebaeude',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // … and floods and heavy rain (Elementarschäden) only where agreed: about half of the buildings lack it
  // (GDV Naturgefahrenreport 2024: 54 % insured). So every Wohngebäude contract is to be checked for it.
  {
    id: 'elementar',
    wenn: ['hauseigentum'],
    sparte: 'wohngebaeude',
    prioritaet: 'existenziell',
    art: 'bedingungen',
    deckung: 'haushalt',
  },
  // A landlord is liable for the let building and land (§§ 836, 823 BGB); the Privathaftpflicht covers
  // only the home one lives in (GDV AVB PHV). Verbraucherzentrale: needed for let property.
  {
    id: 'vermieter',
    wenn: ['vermieter'],
    sparte: 'haus_grundbesitzer',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Whoever has a home of their own has furniture and belongings to replace after fire, water or burglary
  // (Verbraucherzentrale: important, depending on their value).
  {
    id: 'hausrat',
    wenn: ['mieter', 'wohneigentum'],
    sparte: 'hausrat',
    prioritaet: 'wichtig',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Water pollution by an oil tank: strict liability without limit (§ 89 WHG), excluded from the
  // Privathaftpflicht above small tanks (GDV AVB PHV).
  {
    id: 'oeltank',
    wenn: ['oeltank'],
    sparte: 'gewaesserschaden',
    prioritaet: 'existenziell',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // Abroad the gesetzliche Krankenversicherung pays at most its own rates within the EU and treaty states and
  // never the flight home (§ 16 SGB V, § 18 SGB V); Verbraucherzentrale: a must for every journey abroad.
  {
    id: 'auslandsreise',
    wenn: ['vielreisender'],
    sparte: 'reise',
    prioritaet: 'wichtig',
    art: 'bedarf',
    deckung: 'haushalt',
  },
  // The Sparten table has one key for every travel policy ('reise'), and many are Reiserücktritt or
  // Gepäck only (Reiserücktritt, Reisegepäck and Auslandsreisekranken are sold on their own or as a
  // package): a travel contract is to be checked for the Auslandsreisekranken.
  {
    id: 'auslandsreise_umfang',
    wenn: ['vielreisender'],
    sparte: 'reise',
    prioritaet: 'wichtig',
    art: 'bedingungen',
    deckung: 'haushalt',
  },
  // Belongings taken along are covered by the Hausrat only outside the home for a limited time and share
  // (Außenversicherung, VHB 2016 A § 7: up to three months, 10 % of the sum): check it for long journeys.
  {
    id: 'aussenversicherung',
    wenn: ['vielreisender'],
    sparte: 'hausrat',
    prioritaet: 'sinnvoll',
    art: 'bedingungen',
    deckung: 'haushalt',
  },
] as const satisfies readonly Rule[];

export type TableRule = (typeof RULES)[number];
export type RuleId = TableRule['id'];

/** Whether the rule fires for these facts. */
export function applies(rule: Rule, facts: Facts): boolean {
  return rule.wenn === 'alle' || rule.wenn.some((fact) => facts[fact]);
}

/** The rules that fire for these facts, in the table's order. */
export function firingRules(facts: Facts): TableRule[] {
  return RULES.filter((rule) => applies(rule, facts));
}

/** Sort key of a priority: existenziell first. */
export function priorityRank(priority: Priority): number {
  return PRIORITIES.indexOf(priority);
}
