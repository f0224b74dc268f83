import { addressLines, letterRecipient } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import { type LetterContent, letterContent } from '@kundenportal/domain/bestandsuebertragung/letter';
import { insurerContact } from '@kundenportal/domain/contracts/insurer-addresses';
import { insurerKey } from '@kundenportal/domain/contracts/insurer-names';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { AppError } from '../../../../lib/app-error';
import { type BlobStore, readBlob } from '../../../../lib/blob-store/blob-store';
import type { TransfersRepository } from '../repository';
import { renderLetterPdf } from './letter-pdf';
import type { LetterAgency, LetterContractRow, LetterRepository, LetterTransfer } from './letter-repository';
import { policyholderOf } from './policyholder';

const texts = bestandsuebertragungTexts.letter;

export type LetterDeps = { letters: LetterRepository; transfers: TransfersRepository; store: BlobStore };

/** What the letter says and what goes with it, before it is rendered. */
export type LetterFacts = {
  transfer: LetterTransfer;
  contracts: LetterContractRow[];
  content: LetterContent;
  /** The insurer's e-mail for broker changes (the agency's over the table's), null where none is known. */
  email: string | null;
  agencyEmail: string | null;
  customerName: string;
  filename: string;
  /** The signed Vollmacht's PDF. */
  vollmacht: Buffer;
};

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const lines = (...candidates: string[]) => candidates.filter((line) => line.trim() !== '');

export const agencyName = (agency: LetterAgency) => agency.firma || joined(agency.vorname, agency.name);

/**
 * The letter of the agency's transfer `id` to one insurer (issue 29, ADR 160): only that insurer's
 * contracts, the agency's intermediary number and address there, the policyholder as the signed Vollmacht
 * names them (ADR 183) and that Vollmacht.
 * Reads only. 404 for another agency's transfer or an insurer with no contract in it; 409 while the
 * mandate is unsigned, after a withdrawal, or without any postal address for the insurer.
 */
export async function letterFacts(
  deps: LetterDeps,
  agencyId: number,
  id: number,
  versicherer: string,
  now: Date,
): Promise<LetterFacts> {
  const transfer = await deps.letters.transfer(agencyId, id);
  if (!transfer) throw new AppError('could_not_find_transfer');
  const contracts = await deps.letters.contractsAt(transfer.id, versicherer);
  if (contracts.length === 0) throw new AppError('could_not_find_transfer');
  if (transfer.status === 'zurueckgezogen') throw new AppError('transfer_withdrawn');
  const signed = transfer.signedFormId && (await deps.letters.signedMandate(agencyId, transfer.signedFormId));
  const vollmacht = signed ? await readBlob(deps.store, signed.key) : null;
  if (transfer.status !== 'beantragt' || !signed || !vollmacht) throw new AppError('transfer_not_signed');

  const [agency, person, allSettings] = await Promise.all([
    deps.letters.agency(agencyId),
    deps.letters.person(transfer.userId, transfer.personId),
    deps.transfers.insurerSettings(agencyId),
  ]);
  const settings = allSettings.get(insurerKey(versicherer)) ?? null;
  if (!agency) throw new AppError('could_not_find_transfer');
  // The policyholder as the appended Vollmacht names them (ADR 183).
  const customer = policyholderOf(signed.values, person);
  const recipient = letterRecipient(insurerContact(versicherer), settings);
  if (!recipient) throw new AppError('transfer_letter_no_address');

  const name = agencyName(agency);
  const content = letterContent({
    level: transfer.level,
    datum: isoDateIn(now),
    agency: {
      name,
      address: lines(joined(agency.address, agency.addressnumber), joined(agency.streetcode, agency.city)),
      registernummer: agency.registernummer || null,
      contact: [
        ...(agency.phone ? [texts.phone(agency.phone)] : []),
        ...(agency.email ? [texts.email(agency.email)] : []),
      ],
    },
    vermittlernummer: settings?.vermittlernummer || null,
    insurer: { name: versicherer, address: addressLines(recipient.address) },
    customer,
    contracts: contracts.map((contract) => ({
      versicherer: contract.versicherer,
      nummer: contract.nummer,
      sparte: contract.sparte,
    })),
  });
  return {
    transfer,
    contracts,
    content,
    email: recipient.email,
    agencyEmail: agency.email,
    customerName: customer.name,
    filename: texts.fileName(versicherer),
    vollmacht,
  };
}

/** The letter as a PDF, the Vollmacht's pages appended. */
export function renderLetter(facts: LetterFacts, now: Date): Promise<Uint8Array> {
  return renderLetterPdf({
    letter: facts.content,
    title: facts.filename.replace(/\.pdf$/, ''),
    author: facts.content.signature,
    createdAt: now,
    appendix: facts.vollmacht,
  });
}
