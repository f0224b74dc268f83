import {
  addDays,
  addPeriod,
  approximateDays,
  type CalendarSpan,
  daysBetween,
  type Period,
  startOfNextSpan,
} from './calendar';

/**
 * The deadline engine (docs/decisions/019-contracts-and-deadlines.md): from a contract's terms it
 * finds the next end the customer can still reach, the last day a cancellation must arrive for it
 * (`kuendbar_bis`) and the end after that (when the contract renews instead). Pure and synchronous.
 *
 * Every end is an Ablauf date as policies print it: the first day no longer covered (0 Uhr), the
 * same meaning as the `ablauf` field, so `beginn` + one year is the first yearly end. A notice
 * period of N to an end E is the span [E − N, E); the letter must arrive by the day before that
 * span, E − N − 1 day. For ends on the first of a month this is exact German practice ('3 Monate
 * zum 31.12.' → 30.09.); where a month lacks the day the answer is at most a few days early,
 * never late.
 */

export type NoticeEnd = 'laufzeitende' | CalendarSpan;

export type ContractTerms = {
  /** Status A; an inactive contract has no deadlines. */
  active: boolean;
  beginn: string | null;
  ablauf: string | null;
  /** automatische_verlaengerung 1. */
  autoRenew: boolean;
  /** kf_wert with kf_einheit. */
  notice: Period | null;
  /** kf_ende; missing means to the end of the term. */
  noticeTo: NoticeEnd;
  /** kf_verlaengert_wert with its unit; missing means one year. */
  extension: Period | null;
  /** mindestlaufzeit_wert with its unit. */
  minimumTerm: Period | null;
  /** v_ende_am: the contract ends then, whatever else says. */
  endsOn: string | null;
  /** v_geku_am: cancelled on that day; it ends at the end that cancellation reached. */
  cancelledOn: string | null;
  /** kuendbar_bis as the customer entered it, used when the terms do not give one. */
  enteredDeadline: string | null;
};

export type Deadlines = {
  /** The next end (Ablauf date): the one a cancellation arriving by `kuendbar_bis` reaches. */
  naechstes_ende: string | null;
  /** The last day a cancellation must arrive; null when nothing needs cancelling or it is unknown. */
  kuendbar_bis: string | null;
  /** The end after `naechstes_ende`, reached when the contract renews instead. */
  folgendes_ende: string | null;
};

/** Tacit renewal by one year is the German default (§ 11 VVG customary clause) when no period is given. */
export const DEFAULT_EXTENSION: Period = { value: 1, unit: 'jahr' };

const NO_DEADLINES: Deadlines = { naechstes_ende: null, kuendbar_bis: null, folgendes_ende: null };

/** The last day a cancellation with `notice` must arrive to end the contract at `end`. */
export function noticeDeadline(end: string, notice: Period): string {
  return addDays(addPeriod(end, notice, -1), -1);
}

/** Safety net for the calendar walk: 18 years of weeks and then some. */
const MAX_STEPS = 2_000;

/**
 * The first repetition `anchor` + k × `period` (k ≥ 0, computed from the anchor so month ends never
 * drift) that `accept`s; `accept` must be monotone (false … false true … true). `near` is a date
 * close to the answer, used to skip ahead.
 */
function firstRepetition(
  anchor: string,
  period: Period,
  near: string,
  accept: (date: string) => boolean,
): { k: number; date: string } {
  let k = Math.max(0, Math.floor(daysBetween(anchor, near) / approximateDays(period)) - 1);
  while (k > 0 && accept(addPeriod(anchor, period, k - 1))) k -= 1;
  while (!accept(addPeriod(anchor, period, k))) k += 1;
  return { k, date: addPeriod(anchor, period, k) };
}

/** The first end of the term: `ablauf`, else `beginn` + minimum term (or one extension period). */
function firstTermEnd(terms: ContractTerms): string | null {
  if (terms.ablauf) return terms.ablauf;
  if (!terms.beginn) return null;
  return addPeriod(terms.beginn, terms.minimumTerm ?? terms.extension ?? DEFAULT_EXTENSION);
}

/** The earliest end a calendar-span notice may reach: `ablauf`, else `beginn` + minimum term. */
function earliestCalendarEnd(terms: ContractTerms): string | null {
  if (terms.ablauf) return terms.ablauf;
  if (terms.beginn && terms.minimumTerm) return addPeriod(terms.beginn, terms.minimumTerm);
  return null;
}

/** The next end a cancellation arriving on `day` still reaches, with its deadline; needs a notice period. */
function reachableEnd(
  terms: ContractTerms,
  notice: Period,
  day: string,
): { end: string; deadline: string; following: string } | null {
  const reachable = (end: string) => noticeDeadline(end, notice) >= day;
  if (terms.noticeTo === 'laufzeitende') {
    const anchor = firstTermEnd(terms);
    if (!anchor) return null;
    const extension = terms.extension ?? DEFAULT_EXTENSION;
    const { k, date } = firstRepetition(anchor, extension, day, reachable);
    return {
      end: date,
      deadline: noticeDeadline(date, notice),
      following: addPeriod(anchor, extension, k + 1),
    };
  }
  const span = terms.noticeTo;
  const earliest = earliestCalendarEnd(terms);
  if (earliest && reachable(earliest)) {
    return {
      end: earliest,
      deadline: noticeDeadline(earliest, notice),
      following: startOfNextSpan(earliest, span),
    };
  }
  let end = startOfNextSpan(earliest && earliest > day ? earliest : day, span);
  for (let step = 0; !reachable(end) && step < MAX_STEPS; step += 1) end = startOfNextSpan(end, span);
  return { end, deadline: noticeDeadline(end, notice), following: startOfNextSpan(end, span) };
}

/** The first term end after `day` (ends on `day` itself are over: they mean 0 Uhr). */
function termEndAfter(terms: ContractTerms, day: string): { end: string; following: string } | null {
  const anchor = firstTermEnd(terms);
  if (!anchor) return null;
  const extension = terms.extension ?? DEFAULT_EXTENSION;
  const { k, date } = firstRepetition(anchor, extension, day, (end) => end > day);
  return { end: date, following: addPeriod(anchor, extension, k + 1) };
}

/** Deadlines of a contract as of `today` (an ISO date, the customer's calendar day in Europe/Berlin). */
export function computeDeadlines(terms: ContractTerms, today: string): Deadlines {
  if (!terms.active) return NO_DEADLINES;
  if (terms.endsOn) return { ...NO_DEADLINES, naechstes_ende: terms.endsOn };
  if (!terms.autoRenew) {
    // A fixed term ends by itself: nothing to cancel.
    const end = firstTermEnd(terms);
    return { ...NO_DEADLINES, naechstes_ende: end && end > today ? end : null };
  }
  if (terms.cancelledOn) {
    const reached = terms.notice
      ? reachableEnd(terms, terms.notice, terms.cancelledOn)?.end
      : termEndAfter(terms, terms.cancelledOn)?.end;
    return { ...NO_DEADLINES, naechstes_ende: reached ?? null };
  }
  if (terms.notice) {
    const reached = reachableEnd(terms, terms.notice, today);
    if (reached) {
      return {
        naechstes_ende: reached.end,
        kuendbar_bis: reached.deadline,
        folgendes_ende: reached.following,
      };
    }
  }
  // No notice period (or nothing to count it from): the entered deadline, moved on by the renewals.
  const extension = terms.extension ?? DEFAULT_EXTENSION;
  const entered = terms.enteredDeadline
    ? firstRepetition(terms.enteredDeadline, extension, today, (date) => date >= today).date
    : null;
  const next = termEndAfter(terms, entered ?? today);
  return {
    naechstes_ende: next?.end ?? null,
    kuendbar_bis: entered,
    folgendes_ende: next?.following ?? null,
  };
}

/** Calendar days from `today` to `date` (0 on the day itself, negative after it). */
export function daysLeft(today: string, date: string): number {
  return daysBetween(today, date);
}
