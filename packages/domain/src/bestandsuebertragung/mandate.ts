/**
 * The two mandate levels a customer may give (issue 29, ADR 154): like CHECK24, a one-off data mandate
 * (the broker may fetch and check the contracts' data; who looks after them stays as it is) apart from the
 * full broker mandate (the insurers move the contracts into the broker's portfolio). Each is signed through
 * the adviser-forms engine on a template of its own key.
 */
export const MANDATE_LEVELS = ['datenauskunft', 'maklermandat'] as const;
export type MandateLevel = (typeof MANDATE_LEVELS)[number];

/**
 * The agency's form template each level is signed on: the spec's `maklervollmacht` (section 3) for the full
 * mandate, `datenvollmacht` for the one-off data mandate. An agency without a published template of a key
 * does not offer that level (`offeredLevels`).
 */
export const MANDATE_FORM_KEYS = {
  datenauskunft: 'datenvollmacht',
  maklermandat: 'maklervollmacht',
} as const satisfies Record<MandateLevel, string>;

export function isMandateLevel(value: unknown): value is MandateLevel {
  return typeof value === 'string' && (MANDATE_LEVELS as readonly string[]).includes(value);
}

/** The levels a customer can choose: those whose template the customer may sign (`mayFillForm`). */
export function offeredLevels(maySign: (formKey: string) => boolean): MandateLevel[] {
  return MANDATE_LEVELS.filter((level) => maySign(MANDATE_FORM_KEYS[level]));
}

/** The full mandate includes fetching data; the data mandate never includes the change of broker. */
export function mandateCovers(signed: MandateLevel, requested: MandateLevel): boolean {
  return signed === 'maklermandat' || requested === 'datenauskunft';
}

/** A mandate a person of the household signed on the agency's template (for a transfer or on the forms page). */
export type SignedMandate = {
  level: MandateLevel;
  /** The person of the household it was signed for (whose data it carries, ADR 183). */
  personId: number;
  /** ISO time; null if never revoked. */
  revokedAt: string | null;
};

/**
 * Whether a signed mandate covers a new request without another signature: a Maklervollmacht holds until
 * it is revoked (it says so: "gilt bis zu ihrem schriftlichen Widerruf"), a Datenvollmacht is one-off — it
 * covers the transfer it was signed for and no later one.
 */
export function mandateReusable(mandate: SignedMandate, requested: MandateLevel): boolean {
  return (
    mandate.revokedAt === null && mandate.level === 'maklermandat' && mandateCovers(mandate.level, requested)
  );
}

/**
 * The signed mandate a new request for `personId`'s contracts reuses, or null (the transfer then starts as
 * `zu_unterschreiben`). A Vollmacht is personal (ADR 183): another person's never covers these contracts.
 */
export function reusableMandate<M extends SignedMandate>(
  mandates: readonly M[],
  requested: MandateLevel,
  personId: number,
): M | null {
  return (
    mandates.find((mandate) => mandate.personId === personId && mandateReusable(mandate, requested)) ?? null
  );
}

/**
 * Who looks after a contract once its insurer confirmed: this broker after a Maklermandat; a Datenauskunft
 * changes nothing (null: keep the stored value).
 */
export function betreuungAfterConfirmation(level: MandateLevel): 'makler' | null {
  return level === 'maklermandat' ? 'makler' : null;
}
