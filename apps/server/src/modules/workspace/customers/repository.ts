import { CUSTOMER_LIST_LIMIT, type CustomerSummary } from '@kundenportal/domain/workspace/customers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { onFirstRow } from '../../../db/first-row-only';
import { addresses, contracts, documents, persons, unsentInvitations, users } from '../../../db/schema';

type SummaryRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  account_typ: string;
  active: boolean;
  persons: number;
  contracts: number;
  last_activity: Date | string;
};

/** A person of the household as the workspace shows it (JSON of householdOf). */
type PersonRow = {
  id: number;
  isMain: boolean;
  firstname: string;
  lastname: string;
  geburtsdatum: string | null;
  email: string | null;
  phone: string | null;
  mobil: string | null;
  address: string | null;
  addressnumber: string | null;
  streetcode: string | null;
  city: string | null;
};

type DocumentJson = {
  id: number;
  originalFilename: string;
  directory: string;
  ownerType: string;
  size: number;
  mime: string;
  providedByAgentId: number | null;
  createdAt: string;
};

/**
 * The address a customer is known by in the workspace: an invitation of an address with an account
 * elsewhere holds an unreachable one, and the typed one beside it (ADR 042).
 */
const shownEmail = sql<string>`coalesce(${unsentInvitations.email}, ${users.email})`;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%' and not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The agency's customers as the workspace reads them (issue 14). Every query is scoped to the adviser's
 * agency: a customer of another agency is never found, whatever id is asked for.
 */
export function createCustomersRepository(db: Db) {
  return {
    /** The agency's customers matching `q` (name or e-mail), by last and first name. */
    async customers(agencyId: number, q: string | undefined) {
      const search = q ? likePattern(q.toLowerCase()) : null;
      const where = sql`u.agent_id = ${agencyId} and u.role = 'customer'${
        search === null
          ? sql``
          : sql` and (lower(u.first_name || ' ' || u.last_name) like ${search} or lower(coalesce(ui.email, u.email)) like ${search}
              or lower(u.last_name || ' ' || u.first_name) like ${search})`
      }`;
      // The shown address (ADR 042) is listed and searched. The page (sorted, limited) is chosen first and
      // only its rows are counted up (persons, contracts, last session): a search of many matches costs
      // the matches' names, not their households (issue 34, ADR 302).
      const result = (await db.execute(sql`
        with page as (
          select u.id, u.first_name, u.last_name, coalesce(ui.email, u.email) as email, u.account_typ,
            u.active, u.created_at, count(*) over ()::int as total
          from users u left join unsent_invitations ui on ui.id = u.id
          where ${where}
          order by lower(u.last_name), lower(u.first_name), u.id
          limit ${CUSTOMER_LIST_LIMIT}
        )
        select page.id, page.first_name, page.last_name, page.email, page.account_typ, page.active, page.total,
          (select count(*)::int from persons p where p.user_id = page.id) as persons,
          (select count(*)::int from contracts c where c.user_id = page.id) as contracts,
          greatest(page.created_at, (select max(s.created_at) from sessions s where s.user_id = page.id)) as last_activity
        from page
        order by lower(page.last_name), lower(page.first_name), page.id`)) as unknown as {
        rows: (SummaryRow & { total: number })[];
      };
      const kunden: CustomerSummary[] = result.rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        accountTyp: row.account_typ,
        active: row.active,
        persons: Number(row.persons),
        contracts: Number(row.contracts),
        lastActivity: new Date(row.last_activity).toISOString(),
      }));
      return { kunden, total: Number(result.rows[0]?.total ?? 0) };
    },

    /** Whether `customerId` is a customer of the agency (not another agency's, not an adviser). */
    async isCustomerOf(agencyId: number, customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
      return row !== undefined;
    },

    /** A customer of the agency, or null (another agency's or no customer at all). */
    async customerOf(agencyId: number, customerId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: shownEmail,
          phone: users.phone,
          accountTyp: users.accountTyp,
          active: users.active,
          config: users.config,
          features: users.features,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(unsentInvitations, eq(unsentInvitations.id, users.id))
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
      return row ?? null;
    },

    /**
     * The household in one statement (issue 34: three sent at once per request starved the pool at 50
     * connections): each contract a row (none: one row without) of the customer's row, the persons (main
     * address) and the documents as JSON on the first row only.
     */
    async householdOf(customerId: number) {
      const rows = await db
        .select({
          contract: {
            id: contracts.id,
            personId: contracts.personId,
            sparte: contracts.sparte,
            gesellschaft: contracts.gesellschaft,
            nummer: contracts.nummer,
            label: contracts.label,
            status: contracts.status,
            beitrag: contracts.beitrag,
            zahlungsweise: contracts.zahlungsweise,
            beginn: contracts.beginn,
            ablauf: contracts.ablauf,
            betreuung: contracts.betreuung,
            providedAt: contracts.providedAt,
          },
          persons: onFirstRow(
            contracts.id,
            sql<PersonRow[]>`(select coalesce(json_agg(json_build_object('id', p.id,
            'isMain', p.is_main, 'firstname', p.firstname, 'lastname', p.lastname,
            'geburtsdatum', p.geburtsdatum, 'email', p.email, 'phone', p.phone, 'mobil', p.mobil,
            'address', a.address, 'addressnumber', a.addressnumber, 'streetcode', a.streetcode,
            'city', a.city) order by p.is_main desc, p.id), '[]'::json)
            from ${persons} p left join ${addresses} a on a.person_id = p.id and a.is_main
            where p.user_id = ${users.id})`,
          ),
          documents: onFirstRow(
            contracts.id,
            sql<DocumentJson[]>`(select coalesce(json_agg(json_build_object('id', d.id,
            'originalFilename', d.original_filename, 'directory', d.directory, 'ownerType', d.owner_type,
            'size', d.size, 'mime', d.mime, 'providedByAgentId', d.provided_by_agent_id,
            'createdAt', d.created_at) order by d.created_at desc, d.id desc), '[]'::json)
            from ${documents} d where d.user_id = ${users.id})`,
          ),
        })
        .from(users)
        .leftJoin(contracts, eq(contracts.userId, users.id))
        .where(eq(users.id, customerId))
        .orderBy(asc(contracts.id));
      const first = rows[0];
      return {
        persons: first?.persons ?? [],
        contracts: rows.flatMap((row) => (row.contract ? [row.contract] : [])),
        documents: (first?.documents ?? []).map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
      };
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
