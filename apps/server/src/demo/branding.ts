import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrandTokens } from '@kundenportal/domain/branding/brand-tokens';
import type { Db } from '../db/client';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { setBranding } from '../modules/workspace/agency/set-branding';
import { serverDir } from '../server-dir';

/** The demo adviser's brand: Berger green with white text, slightly rounder corners (WCAG AA throughout). */
export const DEMO_BRANDING: BrandTokens = { primary: '#1f5f4a', onPrimary: '#ffffff', radius: 10 };

/** Logo and photo of the demo adviser (apps/server/assets/demo: a drawn wordmark and portrait, no real person). */
export async function addDemoBranding(db: Db, store: BlobStore, agentId: number): Promise<void> {
  const assets = path.join(serverDir, 'assets/demo');
  await setBranding(db, store, {
    agent: String(agentId),
    tokens: DEMO_BRANDING,
    logo: await readFile(path.join(assets, 'berger-logo.png')),
    photo: await readFile(path.join(assets, 'berger-foto.jpg')),
  });
}
