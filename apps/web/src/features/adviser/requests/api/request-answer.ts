/**
 * What POST /api/kontaktanfrage, /api/users/Kundenempfehlung and /api/anfrage answer (201): the stored
 * request's id and the message to show ('Der Berater wurde informiert.', 'Die Änderungen wurden übermittelt.').
 */
export type RequestAnswer = { success: boolean; id: number; message: string };

/** A request's body: the form's normalised values, empty ones left out. */
export type RequestBody = Record<string, string | number>;
