import { type BrandTokens, parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { brandingTexts } from '@kundenportal/domain/texts/branding';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { NotAnImageError } from '../avatar/avatar-image';
import { storedBranding } from './agent-branding';
import { NotABrandImageError, normaliseAgentPhoto, normaliseLogo, storeBrandFile } from './brand-images';

export class BrandingError extends Error {}

export type BrandingChange = {
  /** The agent's id or sign-up code. */
  agent: string;
  /** Tokens to set (merged over the stored ones, unless `reset`). */
  tokens?: Record<string, unknown>;
  reset?: boolean;
  logo?: Buffer;
  photo?: Buffer;
};

/**
 * Sets an adviser's branding (until the adviser workspace, issue 14, the admin CLI's `branding`): the tokens
 * checked by the domain (format and WCAG AA contrast, every problem named), the logo and photo re-encoded.
 * Nothing changes when anything is refused; replaced files are removed afterwards.
 */
export async function setBranding(db: Db, store: BlobStore, change: BrandingChange) {
  const condition = /^\d+$/.test(change.agent)
    ? eq(agents.id, Number(change.agent))
    : sql`lower(${agents.signupCode}) = ${change.agent.toLowerCase()}`;
  const [agent] = await db.select().from(agents).where(condition).limit(1);
  if (!agent) throw new BrandingError(`Kein Berater mit der Nummer oder dem Code ${change.agent}`);

  const merged = { ...(change.reset ? {} : (storedBranding(agent.css) ?? {})), ...(change.tokens ?? {}) };
  const parsed = parseBranding(merged);
  if (!parsed.ok) throw new BrandingError(parsed.errors.join('\n'));
  const tokens: BrandTokens = parsed.tokens;

  let logo: Buffer | undefined;
  let photo: Buffer | undefined;
  try {
    if (change.logo) logo = await normaliseLogo(change.logo);
    if (change.photo) photo = await normaliseAgentPhoto(change.photo);
  } catch (error) {
    if (error instanceof NotABrandImageError || error instanceof NotAnImageError)
      throw new BrandingError(brandingTexts.logoInvalid);
    throw error;
  }
  const logoKey = logo ? await storeBrandFile(store, 'agent-logo', logo) : undefined;
  const photoKey = photo ? await storeBrandFile(store, 'agent-photo', photo) : undefined;
  try {
    await db
      .update(agents)
      .set({
        css: Object.keys(tokens).length ? JSON.stringify(tokens) : null,
        ...(logoKey ? { logoPath: logoKey } : {}),
        ...(photoKey ? { avatarPath: photoKey } : {}),
      })
      .where(eq(agents.id, agent.id));
  } catch (error) {
    for (const key of [logoKey, photoKey]) if (key) await store.remove(key).catch(() => undefined);
    throw error;
  }
  for (const [key, old] of [
    [logoKey, agent.logoPath],
    [photoKey, agent.avatarPath],
  ] as const)
    if (key && old) await store.remove(old).catch(() => undefined);
  return {
    agentId: agent.id,
    tokens,
    logo: Boolean(logoKey ?? agent.logoPath),
    photo: Boolean(photoKey ?? agent.avatarPath),
  };
}
