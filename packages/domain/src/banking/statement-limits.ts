/**
 * Bounds of an uploaded bank statement (issue 33, ADR 250). The file size is the API's BANK_IMPORT_MAX_BYTES
 * (api.ts), which the server checks while streaming; the readers check every bound again, so a file read
 * in the browser is held to them.
 */
/** Booked entries of one file (all its accounts, all files of a ZIP). */
export const STATEMENT_MAX_ENTRIES = 50_000;
/** A ZIP of camt files: banks deliver one file a day, so a year is about 250. */
export const STATEMENT_ZIP_MAX_FILES = 500;
/** All files of a ZIP inflated, counted while inflating: a ZIP bomb stops here, not in memory. */
export const STATEMENT_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/**
 * How many times larger than the ZIP its files may inflate (camt XML packs some 2 to 20 times; a bomb
 * 1,000 times), beyond the first STATEMENT_ZIP_RATIO_FREE_BYTES: a bomb is refused after inflating a
 * few megabytes, not fifty, so it holds the server's event loop for milliseconds.
 */
export const STATEMENT_ZIP_MAX_RATIO = 50;
export const STATEMENT_ZIP_RATIO_FREE_BYTES = 1024 * 1024;
/** A line of a bank's CSV (a long purpose text is some 400 characters). */
export const STATEMENT_CSV_MAX_LINE_LENGTH = 4000;
/** Lines before a bank CSV's header (ING has about 14, DKB 5) looked at before the file is no bank CSV. */
export const STATEMENT_CSV_MAX_PREAMBLE_LINES = 40;
/** A text of an entry is cut here (camt allows 140 characters a name, purposes of 10 × 140). */
export const STATEMENT_MAX_NAME_LENGTH = 140;
export const STATEMENT_MAX_PURPOSE_LENGTH = 1000;
export const STATEMENT_MAX_REFERENCE_LENGTH = 140;
