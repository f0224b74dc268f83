import type { AgencyInsurerSettings } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import { sameInsurer } from '@kundenportal/domain/contracts/insurer-names';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  agencyInsurerSettings,
  bestandsuebertragungen,
  bestandsuebertragungVertraege,
} from '../../../db/schema';
import { type AuditChange, writeAdviserAudit } from '../../../lib/adviser-audit';

export type SettingsRow = AgencyInsurerSettings & { versicherer: string };

const columns = {
  versicherer: agencyInsurerSettings.versicherer,
  vermittlernummer: agencyInsurerSettings.vermittlernummer,
  strasse: agencyInsurerSettings.strasse,
  plz: agencyInsurerSettings.plz,
  ort: agencyInsurerSettings.ort,
  email: agencyInsurerSettings.email,
  schadenhotline: agencyInsurerSettings.schadenhotline,
};

/** SQL of the agency's settings per insurer (issue 29); every query names the adviser's own agency. */
export function createInsurerSettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The agency's settings, one row per insurer. */
    settings(agencyId: number, ex: Db = db): Promise<SettingsRow[]> {
      return ex
        .select(columns)
        .from(agencyInsurerSettings)
        .where(eq(agencyInsurerSettings.agencyId, agencyId));
    },

    /**
     * The agency's settings for the insurer `versicherer` names (insurerKey: short or full name, any case),
     * locked in `tx` until it ends; null without a row. The agency's rows are few: all are locked and
     * matched here, as SQL's lower() does not fold case as the domain does.
     */
    async lock(tx: Db, agencyId: number, versicherer: string): Promise<SettingsRow | null> {
      const rows = await tx
        .select(columns)
        .from(agencyInsurerSettings)
        .where(eq(agencyInsurerSettings.agencyId, agencyId))
        .for('update');
      return rows.find((row) => sameInsurer(row.versicherer, versicherer)) ?? null;
    },

    /** The insurers of the agency's transfers' contracts (any status). */
    async transferInsurers(agencyId: number, ex: Db = db): Promise<string[]> {
      const rows = await ex
        .selectDistinct({ versicherer: bestandsuebertragungVertraege.versicherer })
        .from(bestandsuebertragungVertraege)
        .innerJoin(
          bestandsuebertragungen,
          eq(bestandsuebertragungen.id, bestandsuebertragungVertraege.transferId),
        )
        .where(eq(bestandsuebertragungen.agencyId, agencyId));
      return rows.map((row) => row.versicherer);
    },

    /**
     * Stores the settings under `versicherer`, the row's name as stored (a row of all '' is removed); `ex` a
     * transaction of the caller's.
     */
    async save(tx: Db, agencyId: number, versicherer: string, settings: AgencyInsurerSettings) {
      const where = and(
        eq(agencyInsurerSettings.agencyId, agencyId),
        eq(agencyInsurerSettings.versicherer, versicherer),
      );
      if (Object.values(settings).every((value) => value === '')) {
        await tx.delete(agencyInsurerSettings).where(where);
        return;
      }
      await tx
        .insert(agencyInsurerSettings)
        .values({ agencyId, versicherer, ...settings })
        .onConflictDoUpdate({
          target: [agencyInsurerSettings.agencyId, agencyInsurerSettings.versicherer],
          set: settings,
        });
    },

    audit(tx: Db, adviser: { userId: number; agencyId: number }, changes: AuditChange[]) {
      return writeAdviserAudit(tx, adviser, null, 'transfer_insurer_changed', changes);
    },
  };
}

export type InsurerSettingsRepository = ReturnType<typeof createInsurerSettingsRepository>;
