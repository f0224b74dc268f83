import { formatEuro } from '../format/euro';
import { vorsorgestatusTexts as texts } from '../texts/vorsorgestatus';
import { formatDateDe } from '../validation/date-bounds';
import type { PersonPensionStatus } from './pension-status';

/**
 * "Beratung anfragen" from the Vorsorgestatus (issue 30): the existing enquiry (kind 'anfrage') prefilled with
 * the person's figures, so the adviser's inbox entry carries them.
 */
export function pensionEnquiry(
  personName: string,
  status: PersonPensionStatus,
): { AnfrageBetreff: string; AnfrageNachricht: string } {
  const { labels, enquiry } = texts;
  const lines = [
    `${enquiry.wunschrente}: ${formatEuro(status.wunschrente)}`,
    `${labels.gesetzlich}: ${formatEuro(status.erwartet.gesetzlich)} (${enquiry.sources[status.quelle]})`,
    `${labels.vertraege}: ${formatEuro(status.erwartet.vertraege)}`,
    `${enquiry.lueckeHeute}: ${formatEuro(status.luecke_heute)}`,
    `${enquiry.lueckeBeiRentenbeginn}: ${formatEuro(status.luecke_bei_rentenbeginn)}`,
    `${labels.rentenbeginn}: ${formatDateDe(status.rentenbeginn)}`,
    `${labels.inflation}: ${String(status.inflation_prozent).replace('.', ',')} %`,
  ];
  return {
    AnfrageBetreff: enquiry.subject(personName),
    AnfrageNachricht: [enquiry.message, ...lines].join('\n'),
  };
}
