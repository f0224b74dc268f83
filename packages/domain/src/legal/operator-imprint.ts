/**
 * The portal operator's imprint, shown when a visit carries no adviser (no `?berater=` code). Edited here
 * for a deployment (ADR 034), like the portal's default terms and privacy text.
 */
export const operatorImprint = {
  firma: 'Kundenportal Betriebsgesellschaft mbH',
  representedBy: 'Geschäftsführerin Dr. Anna Beispiel',
  address: ['Musterstraße 1', '10115 Berlin'],
  phone: '+49 30 1234560',
  email: 'kontakt@kundenportal.example',
  commercialRegister: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
} as const;
