import { type BrandTokens, parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { brandingTexts } from '@kundenportal/domain/texts/branding';
import type { Db } from '../../../db/client';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { NotAnImageError } from '../../../lib/image/avatar-image';
import { OperatorError } from '../../../lib/operator-error';
import { storedBranding } from '../../../lib/stored-branding';
import { normaliseAgentPhoto, normaliseLogo, storeBrandFile } from './brand-images';
import { type AgencyRepository, createAgencyRepository } from './repository';

export type BrandingChange = {
  /** The agent's id or sign-up code. */
  agent: string;
  /** Tokens to set (merged over the stored ones, unless `reset`). */
  tokens?: Record<string, unknown>;
  reset?: boolean;
  logo?: Buffer;
  photo?: Buffer;
};

/** What a brand change adds to its transaction (the agency's log), with the tokens before and after. */
export type BrandingAlsoInTx = (tx: Db, tokens: { before: BrandTokens; after: BrandTokens }) => Promise<void>;

/** `changeBranding` on a database of its own (the admin command, the demo seed and the tests call it so). */
export function setBranding(db: Db, store: BlobStore, change: BrandingChange, alsoInTx?: BrandingAlsoInTx) {
  return changeBranding(createAgencyRepository(db), store, change, alsoInTx);
}

/**
 * Sets an adviser's branding (the workspace's agency page, issue 14, and the admin CLI's `branding`): the
 * tokens checked by the domain (format and WCAG AA contrast, every problem named), the logo and photo
 * re-encoded. Nothing changes when anything is refused; replaced files are removed after the commit.
 * `alsoInTx` adds writes to the change's transaction (the agency's log) with the tokens before and after.
 */
export async function changeBranding(
  repository: AgencyRepository,
  store: BlobStore,
  change: BrandingChange,
  alsoInTx?: BrandingAlsoInTx,
) {
  const agent = await repository.findByRef(change.agent);
  if (!agent) throw new OperatorError(adminTexts.agentUnknown(change.agent));

  // Checked before the images' slow work, and again on the locked row (another change may come first).
  mergedTokens(agent.css, change);

  let logo: Buffer | undefined;
  let photo: Buffer | undefined;
  try {
    if (change.logo) logo = await normaliseLogo(change.logo);
    if (change.photo) photo = await normaliseAgentPhoto(change.photo);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new OperatorError(brandingTexts.logoInvalid);
    throw error;
  }
  const logoKey = logo ? await storeBrandFile(store, 'agent-logo', logo) : undefined;
  const photoKey = photo ? await storeBrandFile(store, 'agent-photo', photo) : undefined;
  let stored: { tokens: BrandTokens; logoPath: string | null; avatarPath: string | null };
  try {
    stored = await repository.transaction(async (tx) => {
      const locked = await repository.lock(tx, agent.id);
      if (!locked) throw new OperatorError(adminTexts.agentUnknown(change.agent));
      const tokens = mergedTokens(locked.css, change);
      await repository.saveBrand(tx, agent.id, {
        css: Object.keys(tokens).length ? JSON.stringify(tokens) : null,
        ...(logoKey ? { logoPath: logoKey } : {}),
        ...(photoKey ? { avatarPath: photoKey } : {}),
      });
      await alsoInTx?.(tx, { before: storedBranding(locked.css) ?? {}, after: tokens });
      return { tokens, logoPath: locked.logoPath, avatarPath: locked.avatarPath };
    });
  } catch (error) {
    for (const key of [logoKey, photoKey]) if (key) await store.remove(key).catch(() => undefined);
    throw error;
  }
  for (const [key, old] of [
    [logoKey, stored.logoPath],
    [photoKey, stored.avatarPath],
  ] as const)
    if (key && old) await store.remove(old).catch(() => undefined);
  return {
    agentId: agent.id,
    tokens: stored.tokens,
    logo: Boolean(logoKey ?? stored.logoPath),
    photo: Boolean(photoKey ?? stored.avatarPath),
  };
}

function mergedTokens(css: string | null, change: BrandingChange): BrandTokens {
  const merged = { ...(change.reset ? {} : (storedBranding(css) ?? {})), ...(change.tokens ?? {}) };
  const parsed = parseBranding(merged);
  if (!parsed.ok) throw new OperatorError(parsed.errors.join('\n'));
  return parsed.tokens;
}
