/**
 * A small RFC 5545 reader for the tests: checks the rules a calendar app relies on (CRLF line ends,
 * lines of at most 75 octets, folding, balanced components, the required properties, valid durations)
 * and returns the events' properties unfolded and unescaped.
 */
export type IcsEvent = Record<string, string> & { alarms?: Record<string, string>[] };

const DURATION = /^[+-]?P(\d+W|(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?)$/;

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

export function readIcs(text: string): {
  problems: string[];
  calendar: Record<string, string>;
  events: IcsEvent[];
} {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/[^\r]\n/.test(text)) problems.push('bare LF');
  const physical = text.split('\r\n').slice(0, -1);
  physical.forEach((line, index) => {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${index + 1} longer than 75 octets`);
  });
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  let event: IcsEvent | null = null;
  let alarm: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) {
      problems.push(`not a content line: ${line}`);
      continue;
    }
    const nameWithParams = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (nameWithParams === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = {};
      if (value === 'VALARM') alarm = {};
      continue;
    }
    if (nameWithParams === 'END') {
      if (stack.pop() !== value) problems.push(`END:${value} does not close the open component`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART'])
          if (!Object.keys(event).some((key) => key.split(';')[0] === required))
            problems.push(`event without ${required}`);
        events.push(event);
        event = null;
      }
      if (value === 'VALARM' && alarm && event) {
        if (!DURATION.test(alarm.TRIGGER ?? '')) problems.push(`invalid TRIGGER ${alarm.TRIGGER}`);
        event.alarms = [...(event.alarms ?? []), alarm];
        alarm = null;
      }
      continue;
    }
    const target = alarm ?? event ?? calendar;
    target[nameWithParams] = unescapeText(value);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  if (calendar.VERSION !== '2.0') problems.push('VERSION is not 2.0');
  if (!calendar.PRODID) problems.push('no PRODID');
  for (const e of events) {
    const start = e['DTSTART;VALUE=DATE'];
    if (start !== undefined && !/^\d{8}$/.test(start)) problems.push(`invalid date ${start}`);
  }
  return { problems, calendar, events };
}
