import { deviceName } from '@kundenportal/domain/devices/device-name';
import type { SitzungenResponse } from '@kundenportal/domain/devices/devices-api';
import type { DevicesRepository } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The customer's open sessions, the last used first, the one of this request marked. */
export async function listDevices(
  repository: DevicesRepository,
  session: { userId: number; sessionId: string },
  idleSeconds: number,
): Promise<SitzungenResponse> {
  const rows = await repository.list(session.userId, idleSeconds);
  return {
    sitzungen: rows.map((row) => ({
      id: row.id,
      geraet: deviceName(row.userAgent),
      erstellt_am: iso(row.createdAt),
      zuletzt_am: iso(row.lastUsedAt),
      aktuell: row.id === session.sessionId,
    })),
  };
}
