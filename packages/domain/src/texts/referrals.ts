import { messages } from './messages';

/**
 * The referral programme (issue 13). Spec section 8 gives the three fetch errors and the copy toast,
 * section 9 the share title and the support subject; the rest is ours.
 */
export const referralTexts = {
  linkFailed: 'Fehler beim Abrufen des Empfehlungslinks.',
  tiersFailed: 'Fehler beim Abrufen der Auszahlungshöhen.',
  voucherTypesFailed: 'Fehler beim Abrufen der Auszahlungsmöglichkeiten.',
  linkCopied: messages.linkCopied,
  shareTitle: 'Weiterempfehlen',
  supportSubject: 'Supportanfrage Empfehlung-App',

  /** The share text of GET /api/users/referrals/share-text; placeholders as in fillPlaceholders. */
  shareText:
    'Hallo! Ich nutze {appname}, um meine Versicherungen und Verträge im Blick zu behalten, und bin mit meinem Berater sehr zufrieden. Schau es Dir an: {appurl} – viele Grüße, {vorname}',
  /** GET /api/social/recommendation: recommending the app itself (navigation 'Empfehlen'). */
  recommendation: {
    chooserTitle: 'Weiterempfehlen',
    subject: '{vorname} {nachname} empfiehlt Dir {appname}',
    message:
      'Hallo! Mit {appname} habe ich alle Versicherungen, Verträge und Dokumente meines Haushalts an einem Ort und erreiche meinen Berater mit einem Tipp. Probier es aus: {appurl}',
    description:
      '{appname} – Deine Versicherungen und Verträge an einem Ort. Empfohlen von {vorname} {nachname}.',
  },

  // The referral page (/app/berater/weiterempfehlung)
  heading: 'Weiterempfehlen',
  intro:
    'Empfiehl das Kundenportal und Deinen Berater Freunden und Familie – und erhalte für jede erfolgreiche Empfehlung einen Gutschein.',
  sliderLabel: 'So funktioniert das Weiterempfehlen',
  stepHowTitle: 'So funktioniert es',
  stepHowText:
    'Teile Deinen persönlichen Link. Wer sich darüber registriert und von Deinem Berater bestätigt wird, zählt als erfolgreiche Empfehlung.',
  stepHowValue: (value: string) =>
    `Für jede erfolgreiche Empfehlung erhältst Du einen Gutschein über ${value}.`,
  stepTiersTitle: 'Deine Prämien',
  stepTiersText: 'Je mehr Du empfiehlst, desto mehr gibt es:',
  tier: (from: number, value: string) =>
    from <= 1 ? `ab der 1. Empfehlung: ${value}` : `ab der ${from}. Empfehlung: ${value}`,
  stepShareTitle: 'Jetzt teilen',
  linkLabel: 'Dein persönlicher Link',
  copy: 'Link kopieren',
  share: 'Teilen',
  whatsapp: 'Per WhatsApp teilen',
  sheetTitle: 'Teilen über',
  sheetWhatsapp: 'WhatsApp',
  sheetEmail: 'E-Mail',
  sheetSms: 'SMS',
  close: 'Schließen',
  pageLoading: 'Deine Empfehlungen werden geladen …',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markiere und kopiere ihn selbst.',
  referralsHeading: 'Deine Empfehlungen',
  referralsEmpty: 'Du hast noch niemanden empfohlen.',
  referralStatus: { registriert: 'registriert', bestaetigt: 'bestätigt' } as Record<string, string>,
  registeredOn: (date: string) => `registriert am ${date}`,
  payoutsOpen: 'Auszahlungen ansehen',
  payoutsTitle: 'Deine Auszahlungen',
  payoutsEmpty: 'Noch keine Auszahlungen.',
  payoutsTotal: (amount: string) => `Insgesamt ausgezahlt: ${amount}`,
  /** The banner above the steps (id `referrals.voucher-hint`), until the customer hides it. */
  voucherHintTitle: 'So kommt Dein Gutschein zu Dir',
  voucherHint:
    'Für jede Empfehlung, die Dein Berater bestätigt, zahlt er Dir einen Gutschein aus – etwa als Amazon-Gutschein oder PayPal-Guthaben. Ist er ausgezahlt, schreiben wir Dir eine E-Mail.',
  /** The questions below the page (an accordion: one answer open at a time). */
  faqHeading: 'Häufige Fragen',
  faq: [
    {
      question: 'Wen kann ich empfehlen?',
      answer:
        'Alle, die Deinen Berater und das Kundenportal noch nicht nutzen: Freunde, Familie, Kolleginnen und Kollegen. Wer schon ein Konto im Kundenportal hat, kann nicht noch einmal empfohlen werden, und Dich selbst kannst Du nicht empfehlen.',
    },
    {
      question: 'Wann bekomme ich meinen Gutschein?',
      answer:
        'Registriert sich jemand über Deinen Link, siehst Du die Empfehlung hier als „registriert“ und bekommst eine E-Mail. Sobald Dein Berater sie bestätigt hat, zahlt er Dir den Gutschein aus. Wie hoch er ist, richtet sich nach der Zahl Deiner bestätigten Empfehlungen.',
    },
    {
      question: 'Welche Gutscheine gibt es?',
      answer:
        'Dein Berater zahlt die Prämie als Amazon-Gutschein, als PayPal-Guthaben oder als Wunschgutschein aus. Wenn Du eine bestimmte Art möchtest, sag es ihm einfach. Alle bisherigen Auszahlungen findest Du oben unter „Auszahlungen ansehen“.',
    },
    {
      question: 'Was hat die Person davon, die ich empfehle?',
      answer:
        'Sie ist bei der Registrierung gleich mit Deinem Berater verbunden und hat ihre Versicherungen, Verträge und Dokumente an einem Ort. Dass die Empfehlung von Dir kommt, sieht sie an Deinem Vornamen.',
    },
    {
      question: 'Was geschieht mit meinen Daten und denen meiner Kontakte?',
      answer:
        'Du gibst keine Daten Deiner Kontakte bei uns ein: Sie registrieren sich selbst über Deinen Link. Von ihnen siehst Du nur den Namen, das Datum der Registrierung und den Stand der Empfehlung, nichts von ihren Verträgen. Dein Berater erfährt, wer wen empfohlen hat, damit er die Empfehlung bestätigen kann.',
    },
  ],
  // The recommend-app dialog (navigation 'Empfehlen', only without the referrals feature)
  recommendTitle: 'Empfehlen',
  recommendIntro: 'Empfiehl das Kundenportal weiter – so sieht Deine Nachricht aus:',
  recommendMessageLabel: 'Deine Nachricht',
  recommendFailed: 'Fehler beim Abrufen des Empfehlungstextes.',
  copyMessage: 'Text kopieren',
  messageCopied: 'Der Text wurde in die Zwischenablage kopiert.',

  payoutFor: (name: string) => `für die Empfehlung von ${name}`,
  paidOn: (date: string) => `ausgezahlt am ${date}`,
  bonus: (amount: string) => `inkl. ${amount} Bonus`,

  /** The sign-up wizard opened through a referral link. */
  invitedBy: (name: string) => `${name} hat Dir das Kundenportal empfohlen.`,

  // Refusals at sign-up through a referral link
  selfReferral: 'Du kannst Dich nicht selbst empfehlen.',
  alreadyReferred: 'Diese Person wurde bereits empfohlen.',

  // Statuses
  statusRegistered: 'registriert',
  statusConfirmed: 'bestätigt',

  // Mails to the referrer
  registeredSubject: (name: string) => `${name} hat sich über Deine Empfehlung registriert`,
  registeredText: (referrer: string, name: string) =>
    `Hallo ${referrer},\n\n${name} hat sich über Deinen Empfehlungslink im Kundenportal registriert. Sobald Dein Berater die Empfehlung bestätigt, erhältst Du Deinen Gutschein.\n\nVielen Dank für Deine Empfehlung!\nDein Kundenportal`,
  paidSubject: (amount: string) => `Dein Gutschein über ${amount} ist unterwegs`,
  /** `voucher` is the voucher's display name (e.g. 'Amazon-Gutschein', 'PayPal-Guthaben'). */
  paidText: (referrer: string, amount: string, voucher: string, name: string) =>
    `Hallo ${referrer},\n\nfür Deine Empfehlung von ${name} wurde Dir ein ${voucher} über ${amount} ausgezahlt.\n\nVielen Dank!\nDein Kundenportal`,
} as const;
