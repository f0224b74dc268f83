import type { SparteKey } from '../contracts/sparten';
import { compilePatterns, foldBankText, hasPattern, type WordPattern } from './categories-match';

/**
 * The Sparte a debit's purpose text names (issue 33: "Sparte where the purpose text tells it"), in this
 * order, the first that matches decides (a "Kfz-Haftpflicht" is Kfz, a "Tierhalterhaftpflicht" no
 * Privathaftpflicht, a "Risikolebensversicherung" no Kapitalleben); null when the text names none.
 * Patterns as in categories-match.ts.
 */
const SPARTE_WORDS: readonly (readonly [SparteKey, readonly WordPattern[]])[] = [
  ['kfz', ['*kfz', 'kennzeichen', '*autoversicherung', 'kraftfahrt', '*kraftfahrzeug']],
  ['tierhalterhaftpflicht', ['tierhalter', 'hundehaftpflicht', 'pferdehaftpflicht']],
  ['tierkranken', ['tierkranken', 'hundekranken', 'katzenkranken', 'tier-op']],
  ['haus_grundbesitzer', ['haus- und grundbesitzer', 'grundbesitzerhaftpflicht']],
  ['bauherrenhaftpflicht', ['bauherren']],
  ['gewaesserschaden', ['Gewässerschaden', 'Öltank']],
  ['privathaftpflicht', ['privathaftpflicht', 'haftpflicht', '=phv']],
  ['hausrat', ['hausrat', '*hausrat']],
  ['wohngebaeude', ['wohngebäude', 'gebäudeversicherung', '*wohngebäude']],
  ['rechtsschutz', ['rechtsschutz', '*rechtsschutz']],
  ['glas', ['glasversicherung']],
  ['elektronik', ['handyversicherung', 'elektronikversicherung', 'geräteversicherung']],
  ['fahrrad', ['fahrrad', 'e-bike', 'ebike']],
  ['berufsunfaehigkeit', ['berufsunfähigkeit', '=bu', 'bu-versicherung', '=bu-rente']],
  ['grundfaehigkeit', ['grundfähigkeit']],
  ['unfall', ['unfall', '*unfallversicherung']],
  ['risikoleben', ['risikoleben', 'risiko-leben', 'risikolebens']],
  ['zahnzusatz', ['zahnzusatz', 'zahn']],
  ['krankenzusatz', ['krankenzusatz', 'zusatzversicherung', 'stationär', 'ambulant']],
  ['pflege', ['pflegezusatz', 'pflegetagegeld', 'pflege']],
  ['private_kranken', ['krankenversicherung', 'krankenvollversicherung', '=pkv']],
  ['reise', ['reiseversicherung', 'reisekranken', 'auslandsreise', 'reiserücktritt']],
  ['sterbegeld', ['sterbegeld', 'sterbekasse']],
  ['riester', ['riester']],
  ['basisrente', ['basisrente', 'rürup']],
  ['private_rente', ['rentenversicherung', 'private rente', 'privatrente']],
  ['kapitalleben', ['lebensversicherung', 'kapitalleben']],
  ['bausparen', ['bauspar']],
];

const COMPILED = SPARTE_WORDS.map(([sparte, words]) => ({ sparte, patterns: compilePatterns(words) }));

export function sparteFromPurpose(purpose: string): SparteKey | null {
  const text = foldBankText(purpose);
  return COMPILED.find((rule) => hasPattern(text, rule.patterns))?.sparte ?? null;
}
