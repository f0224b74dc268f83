import { compilePatterns, type WordPattern } from './categories-match';
import type { TransactionCategory } from './statement';

/**
 * The words that give a transaction its category (issue 33), looked for in the counterparty's name and the
 * purpose together (patterns as in categories-match.ts: `wort` begins a word, `=wort` the whole word, `*wort`
 * inside a word). A credit is income or other; the other categories are costs, so only debits get them.
 * The rules are tried in this order, the first that matches decides: insurance before loans (a premium's
 * "Rate"), loans before rent and energy, subscriptions last.
 */
type Rule = { category: TransactionCategory; side: 'credit' | 'debit'; words: readonly WordPattern[] };

const RULES: readonly Rule[] = [
  {
    category: 'einkommen',
    side: 'credit',
    words: [
      '*gehalt',
      'lohn',
      '=Löhne',
      'rente',
      'pension',
      'Bezüge',
      'besoldung',
      'kindergeld',
      'familienkasse',
      'elterngeld',
      'arbeitslosengeld',
      'Bundesagentur für Arbeit',
      'krankengeld',
      'BAföG',
    ],
  },
  {
    category: 'versicherung',
    side: 'debit',
    words: ['*versicherung', '=vers', 'versich', 'police', 'versicherungsschein', '=vvag', '=vag'],
  },
  {
    category: 'kredit',
    side: 'debit',
    words: [
      '*darlehen',
      '*tilgung',
      '=kredit',
      'kreditrate',
      '*ratenkredit',
      'ratenzahlung',
      '=rate',
      'finanzierung',
      '*finanzierung',
      'Annuität',
      'bausparkasse',
    ],
  },
  {
    category: 'miete',
    side: 'debit',
    words: [
      'miete',
      'kaltmiete',
      'warmmiete',
      'mietzahlung',
      'hausgeld',
      'nebenkosten',
      '*wohnungsbau',
      '*wohnungsgenossenschaft',
      '*baugenossenschaft',
      'hausverwaltung',
    ],
  },
  {
    category: 'energie',
    side: 'debit',
    words: [
      '*strom',
      '=gas',
      'gasabschlag',
      'erdgas',
      'stadtwerke',
      '*energie',
      'Fernwärme',
      'heizkosten',
      'wasserversorgung',
      'wasserwerk',
      '=E.ON',
      'enbw',
      '=rwe',
      'vattenfall',
      'eprimo',
      'yello',
      'lichtblick',
      'tibber',
    ],
  },
  {
    category: 'abo',
    side: 'debit',
    words: [
      'netflix',
      'spotify',
      'disney',
      'amazon prime',
      'prime video',
      'dazn',
      '=sky',
      'youtube',
      'apple.com',
      'audible',
      'telekom',
      'vodafone',
      '=o2',
      'telefonica',
      '1&1',
      'congstar',
      'mobilfunk',
      '*fitness',
      'mcfit',
      'urban sports',
      'rundfunk',
      'abonnement',
      '=abo',
      '*mitgliedsbeitrag',
      'zeitung',
    ],
  },
];

export const CATEGORY_RULES = RULES.map((rule) => ({ ...rule, patterns: compilePatterns(rule.words) }));
