/**
 * The actions of the agency's change log (issue 14) and how the log names them. The keys are the
 * actions the server may write (`AuditAction` of `workspace/audit-log.ts`): a new action is one line here.
 */
export const workspaceAuditTexts = {
  actions: {
    settings_changed: 'Freischaltungen geändert',
    request_status: 'Bearbeitungsstand geändert',
    invited: 'Eingeladen',
    invitation_resent: 'Einladung erneut gesendet',
    document_provided: 'Dokument bereitgestellt',
    referral_confirmed: 'Empfehlung bestätigt',
    referral_paid: 'Gutschein ausgezahlt',
    agency_profile_changed: 'Kontaktdaten geändert',
    agency_brand_changed: 'Farben und Schrift geändert',
    agency_logo_changed: 'Neues Logo hochgeladen',
    agency_photo_changed: 'Neues Foto hochgeladen',
    agency_legal_changed: 'Rechtstext geändert',
    referral_tiers_changed: 'Auszahlungsstufen geändert',
    form_published: 'Formular veröffentlicht',
    portfolio_imported: 'Bestand importiert',
    preset_applied: 'Vorlage angewendet',
    preset_created: 'Vorlage angelegt',
    preset_changed: 'Vorlage geändert',
    preset_removed: 'Vorlage gelöscht',
    preset_default: 'Standardvorlage festgelegt',
    transfer_sent: 'Bestandsübertragung an Versicherer gesendet',
    transfer_confirmed: 'Bestandsübertragung bestätigt',
    transfer_refused: 'Bestandsübertragung abgelehnt',
    transfer_query: 'Rückfrage zur Bestandsübertragung',
    transfer_insurer_changed: 'Versichererangaben geändert',
    transfer_requested: 'Bestandsübertragung vom Kunden angefragt',
    transfer_signed: 'Vollmacht zur Bestandsübertragung vom Kunden unterschrieben',
    transfer_withdrawn: 'Bestandsübertragung vom Kunden zurückgezogen',
    contract_betreuung_changed: 'Betreuung eines Vertrags geändert',
  },
  /** The keys of a Bestandsübertragung's entries (`transfer.<name>`) and of an insurer's settings. */
  transfer: {
    vertrag: 'Vertrag',
    vertraege: 'Verträge',
    status: 'Stand',
    datum: 'Datum',
    notiz: 'Notiz',
    versicherer: 'Versicherer',
    weg: 'Versand',
    vollmacht: 'Vollmacht',
    byPost: 'per Post',
    byMail: 'per E-Mail',
    byMailTo: (address: string) => `per E-Mail an ${address}`,
  },
  insurerSetting: {
    label: (versicherer: string, field: string) => `${versicherer}, ${field}`,
    fields: {
      vermittlernummer: 'Vermittlernummer',
      strasse: 'Straße',
      plz: 'PLZ',
      ort: 'Ort',
      email: 'E-Mail für Maklerwechsel',
    },
  },
  /** A contract's Betreuung set in the workspace (keys `vertrag` and `betreuung`). */
  betreuung: 'Betreuung',
} as const;
