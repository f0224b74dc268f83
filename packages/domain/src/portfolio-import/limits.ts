/**
 * Bounds of an agency's portfolio file (issue 31, ADR 204). A line longer than the maximum is refused
 * without being held (a file without line breaks cannot fill the memory); after the maximum of yielded
 * rows and refusals the reader stops with one more refusal, so a preview stays bounded too.
 */
export const PORTFOLIO_MAX_LINE_LENGTH = 2000;
export const PORTFOLIO_MAX_ROWS = 100_000;

/** A record of the GDV-Datensatz VU-Vermittler is 256 characters long (line breaks not counted). */
export const GDV_RECORD_LENGTH = 256;
