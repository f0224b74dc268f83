import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { setLegalDocument } from '../modules/workspace/agency/set-legal-document';
import { serverDir } from '../server-dir';

/** The demo adviser's own privacy policy (markdown); the terms of use stay the portal's default. */
export async function addDemoLegalDocuments(db: Db, agentId: number): Promise<void> {
  const markdown = await readFile(path.join(serverDir, 'assets/demo/datenschutz-berger.md'), 'utf8');
  await setLegalDocument(db, String(agentId), 'datenschutz', markdown);
}
