import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { parseFormBody } from '@kundenportal/domain/forms/parse-body';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactPersonContracts, contactPersons, contracts } from '../db/schema';
import { contactPersonColumns } from '../modules/contact-persons/save-contact-person';
import type { DemoProfile } from './customers';

/** A demo contact person: the catalogue's fields and the labels of the demo contracts it is linked to. */
type DemoContactPerson = { fields: Record<string, string>; contracts: string[] };

/**
 * Max's contact persons (issue 11): the claims service of his liability insurer, without an address (a
 * hotline), and the HUK-COBURG agency round the corner of his car policy, with one. Fictitious names and
 * numbers, e-mail addresses under example.com.
 */
export function demoContactPersons(profile: DemoProfile): DemoContactPerson[] {
  if (profile !== 'max') return [];
  return [
    {
      fields: {
        firma: 'Allianz Versicherungs-AG',
        anrede: 'frau',
        vorname: 'Claudia',
        name: 'Becker',
        phone: '089 2030 4050',
        fax: '089 2030 4059',
        email: 'claudia.becker@allianz.example.com',
      },
      contracts: ['Familienhaftpflicht'],
    },
    {
      fields: {
        firma: 'HUK-COBURG Kundendienstbüro',
        anrede: 'Herr',
        vorname: 'Thomas',
        name: 'Schulz',
        street: 'Friedrichstraße 123',
        zip: '10117',
        city: 'Berlin',
        phone: '030 2345 6780',
        email: 'thomas.schulz@huk-coburg.example.com',
      },
      contracts: ['VW Golf B-MM 1984'],
    },
  ];
}

/**
 * Inserts the demo contact persons after the demo contracts, each checked by the same rules as the API
 * and linked to the owner's contracts of those labels (a bad demo, or a label not found, fails loudly).
 * Plain inserts, no transaction: the e2e setup seeds many households at once on PGlite's one connection.
 */
export async function addDemoContactPersons(
  db: Db,
  owner: { userId: number },
  items: DemoContactPerson[],
  now: Date,
): Promise<void> {
  if (!items.length) return;
  const own = await db
    .select({ id: contracts.id, label: contracts.label })
    .from(contracts)
    .where(eq(contracts.userId, owner.userId));
  for (const item of items) {
    const parsed = parseFormBody(authorityContactFields, item.fields, { now });
    if (!parsed.ok) throw new Error(`demo contact person invalid: ${parsed.entries.join(', ')}`);
    const contractIds = item.contracts.map((label) => {
      const contract = own.find((candidate) => candidate.label === label);
      if (!contract) throw new Error(`demo contract ${label} missing`);
      return contract.id;
    });
    const [row] = await db
      .insert(contactPersons)
      .values({ userId: owner.userId, ...contactPersonColumns(parsed.values) })
      .returning({ id: contactPersons.id });
    if (!row) throw new Error('demo contact person not stored');
    if (contractIds.length)
      await db
        .insert(contactPersonContracts)
        .values(contractIds.map((contractId) => ({ contactPersonId: row.id, contractId })));
  }
}
