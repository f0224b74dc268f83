import type { SparteKey } from '../contracts/sparten';

/**
 * One contract of an agency's portfolio file (issue 31), as the CSV and the GDV readers deliver it and the
 * server's preview matches it: the customer it belongs to and the contract's fields under the contract
 * catalogue's names (forms/catalogue/contract.ts). Dates are ISO `YYYY-MM-DD`, amounts euros.
 */
export interface ImportRow {
  /** 1-based line of the file the contract comes from (GDV: the line of its 0200 record). */
  zeile: number;
  kunde: {
    email: string | null;
    vorname: string;
    nachname: string;
    geburtsdatum: string | null;
  };
  vertrag: {
    /** The insurer as the file names it; with `nummer` the key a later file updates by. */
    gesellschaft: string;
    nummer: string;
    sparte: SparteKey;
    /** Tarif / Produkt. */
    name: string | null;
    beitrag: number | null;
    /** Payments per year as the catalogue's option values: '12' | '4' | '2' | '1' | '9999'. */
    zahlungsweise: '12' | '4' | '2' | '1' | '9999' | null;
    beginn: string | null;
    ablauf: string | null;
    versicherungssumme: number | null;
    /**
     * The catalogue's `status` ('A' aktiv, 'I' inaktiv) and `v_ende_am` (Vertragsende am, ISO), present only
     * when the file states them (ADR 231: GDV Vertragsstatus and Abgangsdatum, CSV Status and Vertragsende);
     * absent, the stored values stay.
     */
    status?: 'A' | 'I';
    v_ende_am?: string;
  };
}

/** What a reader yields per contract: a row, or a refusal naming the file's line and the reason in German. */
export type ImportLine = { ok: true; row: ImportRow } | { ok: false; zeile: number; grund: string };
