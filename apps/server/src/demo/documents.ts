import type { AdviserDocumentKey } from '@kundenportal/domain/account/adviser-documents';
import { mandateDocumentName } from '@kundenportal/domain/account/user';
import type { Db } from '../db/client';
import type { CustomerInput } from '../db/factories';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { provideDocument, writeCheckedFile } from '../modules/documents/provide-document';
import { saveDocument } from '../modules/documents/save-document';
import type { DemoProfile } from './customers';
import { carPolicyPdf, type DemoAgent, type DemoHolder, erstinformationPdf, mandatePdf } from './pdfs';

/** A document of the demo household: the adviser's (an approval) or the customer's own. */
export type DemoDocument = {
  name: string;
  directory: string;
  content: Buffer;
  provided: boolean;
  /** The adviser document a provided one is (the adviser page opens it). */
  adviserDocumentKey?: AdviserDocumentKey;
  /** How long before the seed it was filed, so the list has an order. */
  ageMs: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The car policy began on 1 January 2025; the insurer issued it in December. */
const POLICY_ISSUED = new Date('2024-12-12T12:00:00Z');

/** The main person of a demo household as the holder of its papers. */
export function holderOf(customer: CustomerInput): DemoHolder {
  const main = customer.persons?.[0];
  const address = main?.address;
  return {
    name: `${main?.firstname ?? customer.firstName ?? ''} ${main?.lastname ?? customer.lastName ?? ''}`.trim(),
    street: `${address?.address ?? ''} ${address?.addressnumber ?? ''}`.trim(),
    postcode: address?.streetcode ?? '',
    city: address?.city ?? '',
  };
}

/**
 * A demo household's papers (issue 9). Max: the adviser's first information and mandate, provided a month
 * ago, and his own car insurance policy, filed three days ago. Erika (makler_light: no mandate, no uploads,
 * spec section 6) only the first information, which an intermediary owes every customer (§ 15 VersVermV).
 * Built once and added to as many customers as needed.
 */
export function demoDocuments(
  profile: DemoProfile,
  agent: DemoAgent,
  holder: DemoHolder,
  now = new Date(),
): DemoDocument[] {
  const before = (ageMs: number) => new Date(now.getTime() - ageMs);
  const all: DemoDocument[] = [
    {
      name: 'Erstinformation.pdf',
      directory: '',
      provided: true,
      adviserDocumentKey: 'erstinformation',
      ageMs: 30 * DAY,
      content: erstinformationPdf(agent, before(30 * DAY)),
    },
    {
      name: `${mandateDocumentName(agent)}.pdf`,
      directory: '',
      provided: true,
      adviserDocumentKey: 'maklervollmacht',
      ageMs: 30 * DAY - 10 * MINUTE,
      content: mandatePdf(agent, holder, before(30 * DAY)),
    },
    {
      name: 'Versicherungsschein Kfz.pdf',
      directory: 'Versicherungen/Kfz',
      provided: false,
      ageMs: 3 * DAY,
      content: carPolicyPdf(holder, POLICY_ISSUED),
    },
  ];
  return profile === 'max' ? all : all.filter((document) => document.name === 'Erstinformation.pdf');
}

/** Files the documents for a customer (approvals through provideDocument, own ones under the main person). */
export async function addDemoDocuments(
  db: Db,
  store: BlobStore,
  customer: { email: string; userId: number; mainPersonId: number },
  documents: DemoDocument[],
  now = new Date(),
): Promise<void> {
  for (const document of documents) {
    const createdAt = new Date(now.getTime() - document.ageMs);
    if (document.provided) {
      await provideDocument(db, store, {
        customerEmail: customer.email,
        name: document.name,
        content: document.content,
        directory: document.directory,
        createdAt,
        adviserDocumentKey: document.adviserDocumentKey,
      });
      continue;
    }
    const { pending, mime } = await writeCheckedFile(store, document.name, document.content);
    await saveDocument(db, store, pending, {
      userId: customer.userId,
      ownerType: 'person',
      ownerId: customer.mainPersonId,
      originalFilename: document.name,
      kategorie: 'eigene',
      directory: document.directory,
      mime,
      createdAt,
    });
  }
}
