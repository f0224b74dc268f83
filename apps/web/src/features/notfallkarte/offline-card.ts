import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { NotfallkontaktResponse } from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { notfallkarteTexts } from '@kundenportal/domain/texts/notfallkarte';
import { formatDate, formatTime } from '../../lib/format';
import {
  dropOfflineCopy,
  keepOfflineCopy,
  type OfflineCopy,
  readOfflineCopy,
  useOfflineCopy,
} from '../../lib/offline-copy';

/** What the device keeps of the card (ADR 226): the card's answer and the emergency contact's, as fetched. */
export type KeptCard = {
  karte: NotfallkarteResponse;
  notfallkontakt: NotfallkontaktResponse['notfallkontakt'];
};

const NAME = 'notfallkarte';

function isKeptCard(data: unknown): data is KeptCard {
  const kept = data as Partial<KeptCard> | null;
  return (
    Array.isArray(kept?.karte?.personen) &&
    kept.karte.berater !== undefined &&
    kept.notfallkontakt !== undefined
  );
}

export const readKeptCard = (): OfflineCopy<KeptCard> | null => readOfflineCopy(NAME, isKeptCard);
export const useKeptCard = (): OfflineCopy<KeptCard> | null => useOfflineCopy(NAME, isKeptCard);
export const keepCard = (card: KeptCard, fetchedAt: Date): boolean => keepOfflineCopy(NAME, card, fetchedAt);
export const dropKeptCard = (): void => dropOfflineCopy(NAME);

/** 'Stand: DD.MM.YYYY, HH:MM Uhr' */
export const standText = (stand: string): string =>
  notfallkarteTexts.offline.stand(formatDate(stand), formatTime(stand));
