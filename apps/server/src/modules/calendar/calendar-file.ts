import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractReminder, type Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { calendarTexts } from '@kundenportal/domain/texts/calendar';
import { addDays, formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import { createEvents, type DateArray, type EventAttributes } from 'ics';

/** A contract's name as the customer knows it. */
function titleOf(contract: Pick<Contract, 'label' | 'name' | 'gesellschaft'>): string {
  return contract.label ?? contract.name ?? contract.gesellschaft;
}

function dayOf(isoDate: string): DateArray {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** An all-day event on `isoDate` (DTSTART;VALUE=DATE, DTEND the day after). */
function allDay(isoDate: string, rest: Omit<EventAttributes, 'start' | 'end' | 'duration'>): EventAttributes {
  return { ...rest, start: dayOf(isoDate), end: dayOf(addDays(isoDate, 1)) } as EventAttributes;
}

/** The deadline of a contract as an event with alarms a week and a day before, or none without one. */
export function deadlineEvent(contract: Contract, publicUrl: string): EventAttributes | null {
  if (!contract.kuendbar_bis || !contract.naechstes_ende) return null;
  return allDay(contract.kuendbar_bis, {
    uid: `vertrag-${contract.id}-frist-${contract.kuendbar_bis}@kundenportal`,
    title: calendarTexts.deadlineTitle(titleOf(contract), contract.gesellschaft),
    description: calendarTexts.deadlineDescription(formatDateDe(contract.naechstes_ende)),
    url: `${publicUrl}/#/app/vertraege/view/${contract.id}`,
    alarms: [
      { action: 'display', description: calendarTexts.alarm, trigger: { hours: 168, before: true } },
      { action: 'display', description: calendarTexts.alarm, trigger: { hours: 24, before: true } },
    ],
  });
}

/**
 * A reminder (own or a contract's) as an event on its day, with an alarm at 9:00 that day (issue 27: a
 * reminder without one reminded nobody; the day's start is midnight, the trigger counts from there).
 */
export function reminderEvent(
  reminder: Reminder,
  contract: Pick<Contract, 'id' | 'label' | 'name' | 'gesellschaft'> | null,
  publicUrl: string,
): EventAttributes {
  const firstLine = reminder.e_massage.split('\n')[0] ?? '';
  return allDay(reminder.datum, {
    uid:
      reminder.id === null
        ? `vertrag-${reminder.contract_id}-erinnerung@kundenportal`
        : `erinnerung-${reminder.id}@kundenportal`,
    title: firstLine
      ? calendarTexts.reminderTitle(firstLine)
      : calendarTexts.contractReminderTitle(contract ? titleOf(contract) : ''),
    ...(reminder.e_massage ? { description: reminder.e_massage } : {}),
    url: contract ? `${publicUrl}/#/app/vertraege/view/${contract.id}` : `${publicUrl}/#/app/erinnerung`,
    alarms: [
      { action: 'display', description: calendarTexts.reminderAlarm, trigger: { hours: 9, before: false } },
    ],
  });
}

/** A contract's own reminder (memory_datum) as an event, or none without one. */
export function contractReminderEvent(contract: Contract, publicUrl: string): EventAttributes | null {
  if (!contract.memory_datum) return null;
  return reminderEvent(
    contractReminder({ ...contract, memory_datum: contract.memory_datum }),
    contract,
    publicUrl,
  );
}

/**
 * Folds every content line at 75 octets (RFC 5545 3.1; the `ics` package counts characters, so a line
 * with umlauts or '€' came out too long), never inside a character.
 */
export function foldLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const folded = unfolded.map((line) => {
    const parts: string[] = [];
    let current = '';
    let octets = 0;
    for (const char of line) {
      const size = Buffer.byteLength(char, 'utf8');
      // The first line takes 75 octets, each continuation 74 after its leading blank.
      if (octets + size > (parts.length === 0 ? 75 : 74)) {
        parts.push(current);
        current = '';
        octets = 0;
      }
      current += char;
      octets += size;
    }
    parts.push(current);
    return parts.join('\r\n ');
  });
  return folded.join('\r\n');
}

/** An iCalendar file (RFC 5545) of `events`; an empty list is a valid calendar without events. */
export function calendarFile(events: EventAttributes[]): string {
  const header = { productId: '-//Kundenportal//Fristen//DE', calName: calendarTexts.calendarName };
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${header.productId}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${header.calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('calendar not created');
  return foldLines(value);
}
