import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { PrefillSource } from '@kundenportal/domain/adviser-forms/prefill';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, agents, formTemplates, persons, signedForms, users } from '../../db/schema';

export type TemplateRow = typeof formTemplates.$inferSelect;

/** Templates, signers and signatures of adviser forms (issue 12). */
export function createAdviserFormsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The customer with the facts the rules need (adviser, account type, config) and the signer's name. */
    async customer(userId: number) {
      const [row] = await db
        .select({ user: users, agent: agents })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        id: row.user.id,
        email: row.user.email,
        name: `${row.user.firstName} ${row.user.lastName}`.trim(),
        account_typ: row.user.accountTyp,
        config: resolveConfig(row.user.config),
        agent: row.agent,
      };
    },

    /** The newest version of each of an adviser's templates, by key. */
    async currentTemplates(agentId: number): Promise<TemplateRow[]> {
      const rows = await db
        .selectDistinctOn([formTemplates.key])
        .from(formTemplates)
        .where(eq(formTemplates.agentId, agentId))
        .orderBy(formTemplates.key, desc(formTemplates.version));
      return rows;
    },

    async currentTemplate(agentId: number, key: string): Promise<TemplateRow | null> {
      const [row] = await db
        .select()
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agentId), eq(formTemplates.key, key)))
        .orderBy(desc(formTemplates.version))
        .limit(1);
      return row ?? null;
    },

    /** When the customer last signed each of these forms (any version). */
    async lastSigned(userId: number, keys: readonly string[]): Promise<Map<string, Date>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: signedForms.formKey, at: max(signedForms.signedAt) })
        .from(signedForms)
        .where(and(eq(signedForms.userId, userId), inArray(signedForms.formKey, [...keys])))
        .groupBy(signedForms.formKey);
      return new Map(rows.flatMap((row) => (row.at ? [[row.key, new Date(row.at)] as const] : [])));
    },

    /**
     * The user, the main person and the main person's main address, as prefill sources (spec section 5);
     * for a form filled in for another person of the household (`personId`, ADR 183) that person and
     * their address instead, and not the account's name.
     */
    async prefillSources(userId: number, personId: number | null = null): Promise<PrefillSource[]> {
      const [user] = await db
        .select({ first_name: users.firstName, last_name: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const [person] = await db
        .select()
        .from(persons)
        .where(
          and(
            eq(persons.userId, userId),
            personId === null ? eq(persons.isMain, true) : eq(persons.id, personId),
          ),
        );
      const [address] = person
        ? await db
            .select()
            .from(addresses)
            .where(and(eq(addresses.personId, person.id), eq(addresses.isMain, true)))
        : [];
      const personSource: PrefillSource = person
        ? {
            ...person.details,
            firstname: person.firstname,
            lastname: person.lastname,
            gender: person.gender,
            geburtsdatum: person.geburtsdatum,
            geburtsort: person.geburtsort,
            geburtland: person.geburtland,
            familienstand: person.familienstand,
            email: person.email,
            phone: person.phone,
            mobil: person.mobil,
          }
        : {};
      const addressSource: PrefillSource = address
        ? {
            co: address.co,
            address: address.address,
            addressnumber: address.addressnumber,
            streetcode: address.streetcode,
            city: address.city,
            bundesland: address.bundesland,
            land: address.land,
          }
        : {};
      const userSource = person && !person.isMain ? {} : (user ?? {});
      return [userSource, personSource, addressSource];
    },

    /** The household's person `personId` with their name, or null for another household's or an unknown one. */
    async householdPerson(userId: number, personId: number): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: persons.id, firstname: persons.firstname, lastname: persons.lastname })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)));
      return row ? { id: row.id, name: `${row.firstname} ${row.lastname}`.trim() } : null;
    },

    /** The main person of the customer: the signed PDF is filed under it unless signed for another. */
    async mainPersonId(userId: number, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
      return row?.id ?? null;
    },
  };
}

export type AdviserFormsRepository = ReturnType<typeof createAdviserFormsRepository>;
