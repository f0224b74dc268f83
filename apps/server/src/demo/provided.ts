import { parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contractColumns } from '../db/contract-row';
import { contracts, documents } from '../db/schema';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { textPdf } from '../lib/text-pdf';
import { provideDocument } from '../modules/documents/provide-document';
import type { DemoProfile } from './customers';
import type { DemoHolder } from './pdfs';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Max's contracts from his adviser (issue 31): a Wohngebäude policy provided two weeks ago and seen, and a
 * Rechtsschutz policy provided two days ago with its policy attached, both new in 'Meine Freigaben'. The
 * adviser's older documents count as seen, so the page shows what is new.
 */
export async function addDemoProvidedContracts(
  db: Db,
  store: BlobStore,
  owner: { userId: number; email: string; agentId: number; mainPersonId: number; holder: DemoHolder },
  profile: DemoProfile,
  now: Date,
): Promise<void> {
  if (profile !== 'max') return;
  const persons = [{ value: String(owner.mainPersonId), label: '' }];
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  await db
    .update(documents)
    .set({ providedSeenAt: at(1) })
    .where(and(eq(documents.userId, owner.userId), isNotNull(documents.providedByAgentId)));
  const provide = async (fields: Record<string, unknown>, days: number, seen: boolean) => {
    // Looked after by the agency, as its own Betreuung route would set it (ADR 186).
    const parsed = parseContractValues(
      { ...fields, person_id: owner.mainPersonId },
      { now, persons, storedBetreuung: 'makler' },
    );
    if (!parsed.ok) throw new Error(`demo contract invalid: ${JSON.stringify(parsed.errors)}`);
    const [row] = await db
      .insert(contracts)
      .values({
        userId: owner.userId,
        ...contractColumns(parsed.values),
        providedByAgencyId: owner.agentId,
        providedAt: at(days),
        providedSeenAt: seen ? at(days - 1) : null,
      })
      .returning({ id: contracts.id });
    if (!row) throw new Error('demo contract not stored');
    return row.id;
  };
  const yearly = { zahlungsweise: 1, automatische_verlaengerung: 1, kf_wert: 3, kf_einheit: 'monate' };
  await provide(
    {
      sparte: 'wohngebaeude',
      gesellschaft: 'Allianz',
      name: 'Wohngebäudeversicherung Komfort',
      nummer: 'WG-2024-118',
      beitrag: 412.8,
      versicherungssumme: 650_000,
      beginn: '2024-03-01',
      betreuung: 'makler',
      ...yearly,
    },
    14,
    true,
  );
  const legal = await provide(
    {
      sparte: 'rechtsschutz',
      gesellschaft: 'ARAG',
      name: 'Rechtsschutz Privat, Beruf, Verkehr',
      nummer: 'RS-88 1207',
      beitrag: 28.9,
      zahlungsweise: 12,
      beginn: '2025-07-01',
      betreuung: 'makler',
      automatische_verlaengerung: 1,
    },
    2,
    false,
  );
  await provideDocument(db, store, {
    customerEmail: owner.email,
    name: 'Versicherungsschein Rechtsschutz.pdf',
    content: legalPolicyPdf(owner.holder, at(2)),
    createdAt: at(2),
    contractId: legal,
  });
}

/** The Rechtsschutz policy the adviser attached (a sample, like the other demo papers). */
function legalPolicyPdf(holder: DemoHolder, date: Date): Buffer {
  const paragraph = (text: string) => ({ kind: 'paragraph' as const, text });
  return textPdf({
    title: 'Versicherungsschein Rechtsschutzversicherung',
    author: 'ARAG SE',
    blocks: [
      { kind: 'title', text: 'Versicherungsschein Rechtsschutzversicherung' },
      { kind: 'space' },
      paragraph('Versicherungsscheinnummer: RS-88 1207'),
      paragraph(`Versicherungsnehmer: ${holder.name}, ${holder.street}, ${holder.postcode} ${holder.city}`),
      { kind: 'heading', text: 'Versicherungsschutz' },
      paragraph('Privat-, Berufs- und Verkehrsrechtsschutz, Selbstbeteiligung 150 €.'),
      paragraph(
        `Beginn 01.07.2025; Monatsbeitrag 28,90 €. Ausgestellt am ${date.toLocaleDateString('de-DE')}.`,
      ),
      { kind: 'space' },
      paragraph('Musterdokument aus den Demodaten des Kundenportals.'),
    ],
  });
}
