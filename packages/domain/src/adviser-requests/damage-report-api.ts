import type { RequestStatus } from './request-kinds';

/**
 * A damage report as GET /api/schadensmeldung lists it (`{ schadensmeldungen: [...] }`, newest first) and
 * POST /api/schadensmeldung answers with its `id`. Dates are ISO timestamps; `gesendet_am` is null while
 * the report is a draft ('entwurf': its files are still uploading).
 */
export type DamageReport = {
  id: number;
  schaden_subject: string;
  schaden_content: string;
  vertrag_id: number | null;
  /** The contract's label as the list shows it, when one is named and still exists. */
  vertrag: string | null;
  status: RequestStatus;
  erstellt_am: string;
  gesendet_am: string | null;
  /** Files attached through the documents feature (owner type 'inquire'). */
  dokumente: number;
};

/** The body key of POST /api/schadensmeldung that keeps the report a draft until POST …/{id}/senden. */
export const DAMAGE_REPORT_DRAFT_KEY = 'entwurf';
