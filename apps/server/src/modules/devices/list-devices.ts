import { deviceName } from '@kundenportal/domain/devices/device-name';
import { SESSION_TOUCH_MINUTES, type SitzungenResponse } from '@kundenportal/domain/devices/devices-api';
import type { DevicesRepository } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The customer's open sessions, the last used first, the one of this request marked; `openUntil`: when the
 * first of them ends by the clock alone (its absolute end, or idle past its last use), or null for none.
 */
export async function listDevices(
  repository: DevicesRepository,
  session: { userId: number; sessionId: string },
  idleSeconds: number,
): Promise<{ answer: SitzungenResponse; openUntil: Date | null }> {
  const rows = await repository.list(session.userId, idleSeconds);
  const ends = rows.flatMap((row) => [
    new Date(row.absoluteExpiresAt).getTime(),
    new Date(row.lastUsedAt).getTime() + (idleSeconds + SESSION_TOUCH_MINUTES * 60) * 1000,
  ]);
  const openUntil = ends.length === 0 ? null : new Date(Math.min(...ends));
  const answer = {
    sitzungen: rows.map((row) => ({
      id: row.id,
      geraet: deviceName(row.userAgent),
      erstellt_am: iso(row.createdAt),
      zuletzt_am: iso(row.lastUsedAt),
      aktuell: row.id === session.sessionId,
    })),
  };
  return { answer, openUntil };
}
