import { sparteLabel } from '../contracts/sparten';
import { formatEuro } from '../format/euro';
import {
  FAMILIENSTAND_OPTIONS,
  SITUATION_OPTIONS,
  VCHECK_FLAGS,
  WOHNSTATUS_OPTIONS,
} from '../forms/catalogue/person';
import type { FieldOption } from '../forms/field-definition';
import { bedarfscheckTexts as texts } from '../texts/bedarfscheck';
import type { AnswerValues } from './answers';
import type { NeedEntry } from './result';

/**
 * "Angebot anfordern" from a gap (issue 30): the existing enquiry (POST of kind 'anfrage', its form
 * `enquiryForm`) prefilled with the gap's Sparte and the person's answers, so the adviser's inbox entry
 * carries both. The customer still chooses the contact way and may edit the text.
 */
export type EnquiryPrefill = { AnfrageBetreff: string; AnfrageNachricht: string };

function label(options: readonly FieldOption[], value: string | null): string | null {
  return options.find((option) => option.value === value)?.label ?? null;
}

/** The answers given, one 'question answer' line each; a flag as its statement, only where it is yes. */
export function answerLines(answers: AnswerValues): string[] {
  const { questions } = texts;
  const lines: [string, string | null][] = [
    [questions.situation, label(SITUATION_OPTIONS, answers.situation)],
    [
      questions.einkuenfte_gesamt_netto_mtl,
      answers.einkuenfte_gesamt_netto_mtl === null ? null : formatEuro(answers.einkuenfte_gesamt_netto_mtl),
    ],
    [questions.familienstand, label(FAMILIENSTAND_OPTIONS, answers.familienstand)],
    [questions.kinderanzahl, answers.kinderanzahl === null ? null : String(answers.kinderanzahl)],
    [questions.wohnstatus, label(WOHNSTATUS_OPTIONS, answers.wohnstatus)],
  ];
  return [
    ...lines
      .filter((line): line is [string, string] => line[1] !== null)
      .map(([question, answer]) => `${question} ${answer}`),
    ...VCHECK_FLAGS.filter((flag) => answers[flag] === '1').map((flag) => questions[flag]),
  ];
}

export function gapEnquiry(
  personName: string,
  entry: Pick<NeedEntry, 'sparte'>,
  answers: AnswerValues,
): EnquiryPrefill {
  const sparte = sparteLabel(entry.sparte);
  return {
    AnfrageBetreff: texts.enquiry.subject(sparte),
    AnfrageNachricht: [
      texts.enquiry.message(sparte, personName),
      '',
      texts.enquiry.answersHeading,
      ...answerLines(answers),
    ].join('\n'),
  };
}
