import { z } from 'zod';
import { fieldPath } from '../errors/unknown-fields';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { messages } from '../texts/messages';
import { type BodyCheck, checkedBody } from '../validation/checked-body';
import { addDays, formatDateDe, isIsoDate } from '../validation/date-bounds';
import type { MandateLevel } from './mandate';
import { SETTABLE_CONTRACT_STATUSES, type SettableContractStatus } from './status-machine';

const texts = bestandsuebertragungTexts.workspace;

/**
 * PUT /api/berater/bestandsuebertragungen/{id}/vertraege/{contractId} (issue 29, ADR 155): the workspace
 * records a step of one contract — sent to the insurer, or the insurer's answer.
 *
 * { status: 'gesendet' | 'bestaetigt' | 'abgelehnt' | 'rueckfrage', datum?: 'YYYY-MM-DD', notiz?: string }
 * - bestaetigt under a Maklermandat needs `datum`, the day from which the broker looks after the contract
 *   (under a Datenauskunft it is the day the data arrived, default today);
 * - abgelehnt needs `notiz`, the insurer's reason; rueckfrage needs `notiz`, the insurer's query;
 * - otherwise `datum` is the step's day (default: today, Europe/Berlin) and `notiz` optional.
 * A blank note counts as none; null is the same as leaving a field out. Whether the step may follow the
 * contract's status is the use case's check (`contractStepRefusal`: 409), after this one.
 */

/** A note, reason or query: room for an insurer's letter paragraph, bounded for storage and the PDF. */
export const NOTE_MAX_LENGTH = 2000;
/** Insurers move a contract at the latest at its next main due date, at most a year ahead. */
export const BETREUUNG_START_MAX_DAYS = 366;

const datum = z
  .string({ error: texts.dateInvalid })
  .refine(isIsoDate, { error: texts.dateInvalid })
  .nullable()
  .optional()
  .meta({ description: 'YYYY-MM-DD' });

const notiz = z
  .string({ error: texts.noteInvalid })
  .max(NOTE_MAX_LENGTH, { error: texts.noteTooLong(NOTE_MAX_LENGTH) })
  .nullable()
  .optional();

type Required = { field: 'datum' | 'notiz'; message: string } | null;

function required(level: MandateLevel, status: SettableContractStatus): Required {
  if (status === 'abgelehnt') return { field: 'notiz', message: texts.reasonRequired };
  if (status === 'rueckfrage') return { field: 'notiz', message: texts.queryRequired };
  if (status === 'bestaetigt' && level === 'maklermandat')
    return { field: 'datum', message: texts.startDateRequired };
  return null;
}

/** The body's rules for a transfer of `level`: its keys, the values' form, each status's required field. */
const answerSchemaFor = (level: MandateLevel) =>
  z
    .strictObject(
      {
        status: z.enum(SETTABLE_CONTRACT_STATUSES, { error: texts.statusInvalid }),
        datum,
        notiz,
      },
      { error: messages.validationFailed },
    )
    .superRefine((body, context) => {
      const rule = required(level, body.status);
      if (rule && !body[rule.field]?.trim())
        context.addIssue({ code: 'custom', path: [rule.field], message: rule.message, input: body });
    })
    .transform((body) => ({
      status: body.status,
      datum: body.datum ?? null,
      notiz: body.notiz?.trim() || null,
    }));

/** The body under a Maklermandat (the issue's API), also the route's documented schema. */
export const contractAnswerSchema = answerSchemaFor('maklermandat');
const schemas = { maklermandat: contractAnswerSchema, datenauskunft: answerSchemaFor('datenauskunft') };

export type ContractAnswer = z.output<typeof contractAnswerSchema>;

/** What the step's day is checked against: the contract's stored steps and today. */
export type ContractAnswerState = {
  /** The transfer's mandate level. */
  level: MandateLevel;
  /** Europe/Berlin 'YYYY-MM-DD' (isoDateIn(now)). */
  today: string;
  /** The day of the contract's current status (its last step). */
  lastDatum: string;
  /** The day the letter last went out; null until then. */
  gesendetAm: string | null;
};

const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/**
 * The days a step may have. A step happens today or earlier, not before the step it follows. The broker's
 * start (bestaetigt under a Maklermandat) may lie ahead (up to BETREUUNG_START_MAX_DAYS) or back to the
 * first of the month the letter went out (insurers move a contract at a month's start, sometimes from the
 * month the request arrived).
 */
export function answerDateBounds(
  status: SettableContractStatus,
  state: ContractAnswerState,
): { min: string; max: string } {
  if (status === 'bestaetigt' && state.level === 'maklermandat')
    return {
      min: monthStart(state.gesendetAm ?? state.lastDatum),
      max: addDays(state.today, BETREUUNG_START_MAX_DAYS),
    };
  return { min: state.lastDatum, max: state.today };
}

/** The step's day: the one sent, else today. */
export function answerDatum(answer: ContractAnswer, today: string): string {
  return answer.datum ?? today;
}

/** A `datum=>message` entry for a day outside `answerDateBounds`, or null. */
export function answerDateRefusal(answer: ContractAnswer, state: ContractAnswerState): string | null {
  if (answer.datum === null) return null;
  const { min, max } = answerDateBounds(answer.status, state);
  if (answer.datum < min) return texts.dateBefore(formatDateDe(min));
  if (answer.datum > max) return texts.dateAfter(formatDateDe(max));
  return null;
}

/**
 * The route schema (ADR 140): the body against the rules of its transfer's level, then its day, both from
 * the state the route's preValidation hook kept for this body (`stateOf`, asked only for an object). Its
 * value is the checked answer.
 */
export function contractAnswerBody(stateOf: (body: object) => ContractAnswerState) {
  return checkedBody<ContractAnswer>(contractAnswerSchema, (body): ReturnType<BodyCheck<ContractAnswer>> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, errors: {}, general: [messages.validationFailed] };
    const state = stateOf(body);
    const parsed = schemas[state.level].safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = Object.create(null);
      const unknown: string[] = [];
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') unknown.push(...issue.keys);
        else errors[fieldPath(issue.path)] ??= issue.message;
      }
      return { ok: false, errors, unknown };
    }
    const refusal = answerDateRefusal(parsed.data, state);
    return refusal ? { ok: false, errors: { datum: refusal } } : { ok: true, value: parsed.data };
  });
}
