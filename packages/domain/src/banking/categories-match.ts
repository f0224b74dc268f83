/**
 * The search form of a bank text (counterparty, purpose) and the word patterns the categorisation and the
 * contract finder look for in it. Folding as the insurer search does: lower case, accents dropped, ä/ae, ö/oe,
 * ü/ue and ß/ss meet, dots and apostrophes dropped ("E.ON" is "eon"), other punctuation a space.
 */
export function foldBankText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.'’`´]/g, '')
    .replace(/[^a-z0-9+&]+/g, ' ')
    .replace(/ae|oe|ue/g, (pair) => pair.charAt(0))
    .trim();
}

/**
 * A pattern, written in plain German and folded like the text: `wort` a word beginning with it (several
 * words: consecutive, the last one beginning with it), `=wort` exactly that word, `*wort` anywhere in a word.
 */
export type WordPattern = string;

/** Patterns compiled into one expression over the folded text. */
export type CompiledPatterns = RegExp;

const escaped = (text: string) => text.replace(/[+&]/g, (char) => `\\${char}`);

export function compilePatterns(patterns: readonly WordPattern[]): CompiledPatterns {
  const alternatives = patterns.map((pattern) => {
    if (pattern.startsWith('=')) return `(?:^| )${escaped(foldBankText(pattern.slice(1)))}(?= |$)`;
    if (pattern.startsWith('*')) return escaped(foldBankText(pattern.slice(1)));
    return `(?:^| )${escaped(foldBankText(pattern))}`;
  });
  return new RegExp(alternatives.join('|'));
}

/** Whether the folded text (from `foldBankText`) has one of the patterns. */
export function hasPattern(foldedText: string, patterns: CompiledPatterns): boolean {
  return patterns.test(foldedText);
}
