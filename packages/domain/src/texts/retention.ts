import type { RetentionKind } from '../account-erasure/retention';

/**
 * What a retention duty keeps at an account's erasure (issue 32, ADR 245): the list the customer reads
 * before asking for it (and the mail after it, in account-mails.ts). Ours.
 */
export const retentionTexts = {
  keptHeading: 'Diese Unterlagen müssen wir aufbewahren:',
  keptItem: (titel: string, bis: string) => `${titel} bis ${bis}`,
  keptNote:
    'Sie werden gesperrt: Niemand kann sie im Portal mehr sehen oder verwenden. Nach dem genannten Tag werden sie gelöscht.',
  kinds: {
    vollmacht: 'Vollmacht, 10 Jahre (§ 257 HGB, § 147 AO)',
    formular: 'Unterschriebenes Formular, 6 Jahre (§ 257 HGB, § 147 AO)',
  } satisfies Record<RetentionKind, string>,
} as const;
