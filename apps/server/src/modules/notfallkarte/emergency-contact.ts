import type {
  NotfallkontaktBody,
  NotfallkontaktResponse,
} from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { formatPhone, parsePhone } from '@kundenportal/domain/validation/phone';
import type { NotfallkarteRepository } from './repository';

/** The customer's emergency contact, its number as people read it; null while none is entered. */
export async function getEmergencyContact(
  repository: NotfallkarteRepository,
  userId: number,
): Promise<NotfallkontaktResponse> {
  const row = await repository.contactOf(userId);
  return { notfallkontakt: row ? { name: row.name, telefon: formatPhone(row.telefon) } : null };
}

/** Saves the contact (the body passed the schema, so the number reads); the number is kept in E.164. */
export async function saveEmergencyContact(
  repository: NotfallkarteRepository,
  userId: number,
  body: NotfallkontaktBody,
): Promise<NotfallkontaktResponse> {
  const phone = parsePhone(body.telefon);
  const telefon = phone.ok ? phone.e164 : body.telefon;
  await repository.saveContact(userId, { name: body.name, telefon });
  return { notfallkontakt: { name: body.name, telefon: formatPhone(telefon) } };
}
