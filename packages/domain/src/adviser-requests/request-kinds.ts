/**
 * What a customer sends to the adviser (issue 11, and vertrag_optimieren of issue 10): each is stored as an
 * adviser request (the adviser workspace lists them) and mailed to the adviser through the outbox.
 */
export const ADVISER_REQUEST_KINDS = [
  'vertrag_optimieren',
  'kontaktanfrage',
  'kundenempfehlung',
  'schadensmeldung',
  'anfrage',
  'support',
] as const;
export type AdviserRequestKind = (typeof ADVISER_REQUEST_KINDS)[number];

/** The kinds that are an `inquire`: files attach to them (documents owner type 'inquire'). */
export const INQUIRE_KINDS: readonly AdviserRequestKind[] = ['schadensmeldung', 'anfrage'];

/**
 * A request's state. 'entwurf' is ours: a damage report whose photos are still uploading — not yet mailed;
 * sending it makes it 'eingegangen'. The adviser moves it on (the workspace, issue 14).
 */
export const REQUEST_STATUSES = ['entwurf', 'eingegangen', 'in_bearbeitung', 'erledigt'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const requestStatusLabels: Readonly<Record<RequestStatus, string>> = {
  entwurf: 'Entwurf – noch nicht gesendet',
  eingegangen: 'eingegangen',
  in_bearbeitung: 'in Bearbeitung',
  erledigt: 'erledigt',
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}
