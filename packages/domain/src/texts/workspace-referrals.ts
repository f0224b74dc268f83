import { referralTexts } from './referrals';

/** The workspace's referral programme: confirmed referrals, payout tiers, vouchers. Part of `workspaceTexts` (workspace.ts) as `referrals`. */
export const workspaceReferralTexts = {
  heading: 'Empfehlungsprogramm',
  intro:
    'Kunden, die sich über den Empfehlungslink eines Kunden registriert haben. Bestätigen Sie eine Empfehlung, wird ihr Gutschein nach Ihren Stufen angelegt; ist er ausgezahlt, markieren Sie ihn – der Empfehlende bekommt eine E-Mail.',
  tiersHeading: 'Auszahlungsstufen',
  tiersIntro:
    'Ab der genannten Zahl bestätigter Empfehlungen ist jede weitere Empfehlung eines Kunden so viel wert.',
  minCount: 'Ab Empfehlung Nr.',
  value: 'Betrag in €',
  addTier: 'Stufe hinzufügen',
  removeTier: (n: number) => `Stufe ${n} entfernen`,
  saveTiers: 'Stufen speichern',
  tiersSaved: 'Die Auszahlungsstufen wurden gespeichert.',
  noTiers: 'Keine Stufen: bestätigte Empfehlungen sind 0 € wert, bis Sie Stufen anlegen.',
  tierLabel: (n: number) => `Stufe ${n}`,
  listHeading: 'Empfehlungen',
  empty: 'Noch keine Empfehlungen.',
  recommendedBy: 'empfohlen von',
  statuses: { registriert: 'registriert', bestaetigt: 'bestätigt', ausgezahlt: 'ausgezahlt' },
  voucher: 'Gutschein',
  bonus: 'Bonus in € (optional)',
  confirm: 'Bestätigen',
  confirmLabel: (name: string) => `Empfehlung ${name} bestätigen`,
  confirmed: 'Die Empfehlung wurde bestätigt.',
  pay: 'Als ausgezahlt markieren',
  payLabel: (name: string) => `Gutschein für die Empfehlung ${name} als ausgezahlt markieren`,
  paid: 'Der Gutschein ist als ausgezahlt markiert. Der Empfehlende wurde benachrichtigt.',
  /** Asked before the payout is recorded (issue 27): it mails the customer and cannot be undone. */
  payTitle: 'Gutschein als ausgezahlt markieren?',
  payQuestion: (name: string) =>
    `Die Empfehlung ${name} wird als ausgezahlt markiert, und der Empfehlende bekommt dazu sofort eine E-Mail. Das lässt sich nicht rückgängig machen.`,
  payConfirm: 'Ja, als ausgezahlt markieren',
  payment: (amount: string, voucher: string) => `${amount} als ${voucher}`,
  paidAt: referralTexts.paidOn,
  loadError: 'Die Empfehlungen konnten nicht geladen werden.',
  invalidAmount: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 25 oder 12,50.',
  amountTooHigh: (max: number) => `Bitte geben Sie höchstens ${max} € ein.`,
  invalidCount: (max: number) => `Bitte geben Sie eine ganze Zahl von 1 bis ${max} ein.`,
  duplicateCount: 'Für diese Zahl gibt es schon eine Stufe.',
  tooManyTiers: (max: number) => `Es sind höchstens ${max} Stufen möglich.`,
  invalidVoucher: 'Bitte wählen Sie einen Gutschein aus.',
} as const;
