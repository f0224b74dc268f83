/**
 * An API never answers success while dropping what it was sent (issue 7): a body field the endpoint does
 * not take is refused with 422, one entry per field ('field=>message'), and nothing is saved. Our texts.
 */
export const unknownFieldTexts = {
  unknown: 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
  sentTwice: 'Dieses Feld wurde zweimal gesendet (oben und unter details); es wurde nichts gespeichert.',
  /** A body sent to a request that takes none, when it is no object whose keys could be named. */
  noBody: 'Diese Anfrage nimmt keine Daten entgegen; es wurde nichts gespeichert.',
} as const;
