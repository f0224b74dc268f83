import { messages } from '../texts/messages';

/** Greeting by hour (spec section 9): before 12 morning, 12 to 17 day, 18 and later evening. */
export function greetingForHour(hour: number): string {
  if (hour < 12) return messages.greetingMorning;
  if (hour < 18) return messages.greetingDay;
  return messages.greetingEvening;
}

/** True when `now` is the birthday of someone born on `birthDate` (ISO YYYY-MM-DD); 29 Feb counts on 28 Feb in other years. */
export function isBirthday(birthDate: string | null | undefined, now: Date): boolean {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const todayMonth = now.getMonth() + 1;
  const todayDay = now.getDate();
  if (month === todayMonth && day === todayDay) return true;
  const year = now.getFullYear();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && day === 29 && !leap && todayMonth === 2 && todayDay === 28;
}

/** The full greeting line: 'Happy Birthday, Max' on the birthday, else by time of day. */
export function greeting(firstName: string, birthDate: string | null | undefined, now: Date): string {
  const salutation = isBirthday(birthDate, now) ? messages.happyBirthday : greetingForHour(now.getHours());
  return firstName ? `${salutation}, ${firstName}` : salutation;
}
