import { addDays, startOfNextSpan } from '@kundenportal/domain/contracts/calendar';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bestandsuebertragungen,
  bestandsuebertragungVerlauf,
  bestandsuebertragungVertraege,
  contracts,
  users,
} from '../db/schema';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { checkSubmission } from '../modules/adviser-forms/check-submission';
import { availableTemplate, formCustomer, submitForm } from '../modules/adviser-forms/form-service';
import { createAdviserFormsRepository } from '../modules/adviser-forms/repository';
import { createDocumentFiler } from '../modules/documents/document-filer';
import { addDemoContracts } from './contracts';
import type { DemoProfile } from './customers';

const DAY = 24 * 60 * 60 * 1000;

type Owner = { userId: number; agentId: number; personIds: readonly number[] };
type Step = { status: 'beantragt' | 'gesendet' | 'bestaetigt'; daysAgo: number; datum?: string };

/**
 * Max's Bestandsübertragung (issue 29), in the demo only (the end-to-end tests' Max starts without it and
 * switches it on himself): the agency's own contracts are looked after by it, two contracts elsewhere wait
 * to be handed over (one at Allianz, whose address the insurers table knows; one the insurer looks after
 * directly), and, one person's contracts per transfer (ADR 183), from eight weeks ago Max's Glasversicherung
 * that DEVK confirmed and Maria's Rechtsschutz whose letter to ERGO has no answer after six weeks (overdue
 * on the board), each on the Maklervollmacht its person signed then, and Max's request of two days ago that
 * reused his.
 */
export async function addDemoTransfers(
  db: Db,
  store: BlobStore,
  owner: Owner,
  profile: DemoProfile,
  now: Date,
): Promise<void> {
  if (profile !== 'max') return;
  const [user] = await db.select({ config: users.config }).from(users).where(eq(users.id, owner.userId));
  const config = user?.config ?? {};
  const forms = (config.beraterdokumente ?? {}) as Record<string, boolean>;
  await db
    .update(users)
    .set({
      config: { ...config, bestandsuebertragung: true, beraterdokumente: { ...forms, datenvollmacht: true } },
    })
    .where(eq(users.id, owner.userId));
  await db.update(contracts).set({ betreuung: 'makler' }).where(eq(contracts.userId, owner.userId));

  const today = isoDateIn(now);
  const [, , ergo, devk, gothaer] = await addDemoContracts(db, owner, foreignContracts(), now);
  if (!ergo || !devk || !gothaer) throw new Error('demo transfer contracts missing');

  // A Vollmacht is personal (ADR 183): Max signs for his contracts, Maria for her Rechtsschutz.
  const [maxId, mariaId] = owner.personIds;
  if (maxId === undefined || mariaId === undefined) throw new Error('demo household without Maria');
  const signedAt = new Date(now.getTime() - 58 * DAY);
  const maxForm = await signMaklervollmacht(db, store, owner.userId, signedAt, maxId, MAX_VOLLMACHT);
  const mariaForm = await signMaklervollmacht(db, store, owner.userId, signedAt, mariaId, MARIA_VOLLMACHT);
  const confirmedFrom = startOfNextSpan(addDays(today, -20), 'monat');
  await addTransfer(db, owner, { createdAt: signedAt, signedFormId: maxForm, personId: maxId }, [
    {
      contractId: devk,
      steps: [
        { status: 'beantragt', daysAgo: 58 },
        { status: 'gesendet', daysAgo: 50 },
        { status: 'bestaetigt', daysAgo: 20, datum: confirmedFrom },
      ],
    },
  ]);
  await db.update(contracts).set({ betreuung: 'makler' }).where(eq(contracts.id, devk));
  await addTransfer(db, owner, { createdAt: signedAt, signedFormId: mariaForm, personId: mariaId }, [
    {
      contractId: ergo,
      steps: [
        { status: 'beantragt', daysAgo: 58 },
        { status: 'gesendet', daysAgo: 50 },
      ],
    },
  ]);
  await addTransfer(
    db,
    owner,
    { createdAt: new Date(now.getTime() - 2 * DAY), signedFormId: maxForm, personId: maxId },
    [{ contractId: gothaer, steps: [{ status: 'beantragt', daysAgo: 2 }] }],
  );

  async function addTransfer(
    tx: Db,
    who: Owner,
    transfer: { createdAt: Date; signedFormId: string; personId: number },
    items: { contractId: number; steps: Step[] }[],
  ) {
    const [created] = await tx
      .insert(bestandsuebertragungen)
      .values({
        userId: who.userId,
        agencyId: who.agentId,
        personId: transfer.personId,
        level: 'maklermandat',
        status: 'beantragt',
        beantragtAt: transfer.createdAt,
        signedFormId: transfer.signedFormId,
        createdAt: transfer.createdAt,
      })
      .returning({ id: bestandsuebertragungen.id });
    if (!created) throw new Error('demo transfer not stored');
    for (const item of items) {
      const [contract] = await tx
        .select({ gesellschaft: contracts.gesellschaft, nummer: contracts.nummer, sparte: contracts.sparte })
        .from(contracts)
        .where(eq(contracts.id, item.contractId));
      const days = item.steps.map((step) => step.datum ?? addDays(today, -step.daysAgo));
      const last = item.steps.at(-1);
      const sent = item.steps.filter((step) => step.status === 'gesendet').at(-1);
      const [entry] = await tx
        .insert(bestandsuebertragungVertraege)
        .values({
          transferId: created.id,
          contractId: item.contractId,
          versicherer: contract?.gesellschaft ?? '',
          nummer: contract?.nummer ?? '',
          sparte: contract?.sparte ?? null,
          status: last?.status ?? 'beantragt',
          datum: days.at(-1) ?? today,
          gesendetAm: sent ? addDays(today, -sent.daysAgo) : null,
        })
        .returning({ id: bestandsuebertragungVertraege.id });
      if (!entry) throw new Error('demo transfer contract not stored');
      await tx.insert(bestandsuebertragungVerlauf).values(
        item.steps.map((step, index) => ({
          transferContractId: entry.id,
          status: step.status,
          datum: days[index] ?? today,
          notiz: null,
          createdAt: new Date(now.getTime() - step.daysAgo * DAY),
        })),
      );
    }
  }
}

/** Max's contracts elsewhere: two to hand over, and the three of the transfers (index order matters). */
function foreignContracts() {
  const main = 'main' as const;
  return [
    {
      holder: main,
      fields: {
        sparte: 'unfall',
        gesellschaft: 'Allianz',
        name: 'Unfallversicherung Plus',
        nummer: 'UV-3318-2207-4',
        beitrag: 14.9,
        zahlungsweise: 12,
        beginn: '2019-04-01',
        betreuung: 'anderer_vermittler',
      },
    },
    {
      holder: main,
      fields: {
        sparte: 'reise',
        gesellschaft: 'HanseMerkur',
        name: 'Jahres-Reiseversicherung',
        nummer: 'RV 2024 558 190',
        beitrag: 89,
        zahlungsweise: 1,
        beginn: '2024-06-01',
        betreuung: 'versicherer',
      },
    },
    {
      holder: 'partner' as const,
      fields: {
        sparte: 'rechtsschutz',
        gesellschaft: 'ERGO',
        name: 'Rechtsschutz Familie',
        nummer: 'RS-889-441-20',
        beitrag: 24.3,
        zahlungsweise: 12,
        beginn: '2021-01-01',
        betreuung: 'anderer_vermittler',
      },
    },
    {
      holder: main,
      fields: {
        sparte: 'glas',
        gesellschaft: 'DEVK',
        name: 'Glasversicherung',
        nummer: 'GL 77 410 533',
        beitrag: 4.1,
        zahlungsweise: 12,
        beginn: '2018-09-01',
        betreuung: 'anderer_vermittler',
      },
    },
    {
      holder: main,
      fields: {
        sparte: 'zahnzusatz',
        gesellschaft: 'Gothaer',
        name: 'MediZ Duo',
        nummer: 'ZZ-4471-0093',
        beitrag: 31.45,
        zahlungsweise: 12,
        beginn: '2022-03-01',
        betreuung: 'versicherer',
      },
    },
  ];
}

const MAX_VOLLMACHT = { firstname: 'Max', lastname: 'Mustermann', geburtsdatum: '1984-05-17' };
const MARIA_VOLLMACHT = { firstname: 'Maria', lastname: 'Mustermann', geburtsdatum: '1986-09-03' };

/**
 * A Maklervollmacht signed (typed) for a person of the household (`?person=`, ADR 183), filed in their
 * documents; its record id.
 */
async function signMaklervollmacht(
  db: Db,
  store: BlobStore,
  userId: number,
  signedAt: Date,
  personId: number,
  person: { firstname: string; lastname: string; geburtsdatum: string },
) {
  const deps = {
    repository: createAdviserFormsRepository(db),
    store,
    documents: createDocumentFiler(store),
    now: () => signedAt,
  };
  const customer = await formCustomer(deps, userId);
  const row = await availableTemplate(deps, customer, 'maklervollmacht');
  const body = {
    values: {
      ...person,
      address: 'Musterstraße',
      addressnumber: '12',
      streetcode: '10115',
      city: 'Berlin',
      unterschriftsort: 'Berlin',
    },
    signature: { typed: `${person.firstname} ${person.lastname}` },
    preview: false,
  };
  const checked = checkSubmission(body, () => row, signedAt);
  if (!checked.ok) throw new Error(`demo mandate refused: ${checked.entries.join('; ')}`);
  const sent = await submitForm(
    deps,
    { userId, sessionId: null, ip: null, userAgent: 'Kundenportal Demo', personId },
    // The person signs under their own name (ADR 183).
    { customer: { ...customer, name: `${person.firstname} ${person.lastname}` }, row },
    checked.value,
    { mailAdviser: false },
  );
  if (sent.preview) throw new Error('demo mandate not sent');
  return sent.audit_id;
}
