import { randomUUID } from 'node:crypto';
import type { ImportRow } from '@kundenportal/domain/portfolio-import/import-row';
import { writePortfolioCsv } from '@kundenportal/domain/portfolio-import/write-csv';
import type { FastifyInstance } from 'fastify';
import { createAgent } from '../../../../src/db/factories';
import { getDatabase } from '../../../helpers/database';
import { uploadFileField } from '../../../helpers/multipart-upload';
import { createTestAdviser, createTestCustomer, jsonCaller, loginAsAdviser } from '../../../helpers/test-app';

export const PREVIEW = '/api/berater/import/vorschau';
export const apply = (id: string) => `/api/berater/import/${id}/anwenden`;
export const details = (id: string, art: string, seite = 1) =>
  `/api/berater/import/${id}?art=${art}&seite=${seite}`;

/** A contract row of a portfolio file for the customer `kunde`. */
export function contractRow(
  kunde: ImportRow['kunde'],
  vertrag: Partial<ImportRow['vertrag']> = {},
  zeile = 2,
): ImportRow {
  return {
    zeile,
    kunde,
    vertrag: {
      gesellschaft: 'HUK-COBURG',
      nummer: `K-${randomUUID().slice(0, 8)}`,
      sparte: 'kfz',
      name: 'Kasko',
      beitrag: 31.5,
      zahlungsweise: '12',
      beginn: '2024-01-01',
      ablauf: null,
      versicherungssumme: null,
      ...vertrag,
    },
  };
}

/** An agency with an adviser (logged in) and its customer Max (main person with a birthday). */
export async function agencyWithMax(app: FastifyInstance) {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const tag = randomUUID().slice(0, 8);
  const email = `max-${tag}@example.com`;
  const max = await createTestCustomer({
    withAgent: false,
    agentId: agency.id,
    email,
    firstName: 'Max',
    lastName: `Muster${tag}`,
    persons: [{ firstname: 'Max', lastname: `Muster${tag}`, geburtsdatum: '1984-05-17' }],
  });
  const token = await loginAsAdviser(app, adviser.email, adviser.password);
  const kunde = { email, vorname: 'Max', nachname: `Muster${tag}`, geburtsdatum: '1984-05-17' };
  return { agency, adviser, max, token, call: jsonCaller(app, token), kunde, tag };
}

export function uploadCsv(app: FastifyInstance, token: string, rows: ImportRow[] | string) {
  const text = typeof rows === 'string' ? rows : writePortfolioCsv(rows);
  return uploadFileField(app, token, PREVIEW, Buffer.from(text, 'utf8'), 'bestand.csv');
}
