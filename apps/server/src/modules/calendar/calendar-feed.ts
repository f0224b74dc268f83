import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { AppError } from '../../lib/app-error';
import { secretTokenHash as hashOf, newSecretToken } from '../../lib/secret-token';
import { calendarFile } from './calendar-file';
import { listHouseholdEvents } from './list-household-events';
import type { CalendarRepository } from './repository';

/** A new secret for the customer's feed (the old one stops working): its URL, shown once. */
export async function createCalendarFeed(repository: CalendarRepository, userId: number, publicUrl: string) {
  const token = newSecretToken();
  const createdAt = await repository.replaceFeed(userId, hashOf(token));
  return {
    url: `${publicUrl}/api/calendar/feed/${token}.ics`,
    erstellt_am: createdAt?.toISOString() ?? null,
  };
}

/** The feed a secret (`….ics`) opens, as an iCalendar file; 404 for a secret of another shape or none. */
export async function getFeedCalendar(
  repository: CalendarRepository,
  token: string,
  now: Date,
  publicUrl: string,
): Promise<string> {
  const secret = token.replace(/\.ics$/, '');
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) throw new AppError('not_found');
  const userId = await repository.feedOwner(hashOf(secret));
  if (userId === null) throw new AppError('not_found');
  const stored = await repository.storedConfig(userId);
  if (!stored) throw new AppError('user_not_found');
  return calendarFile(await listHouseholdEvents(repository, userId, resolveConfig(stored), now, publicUrl));
}
