import { z } from 'zod';
import { paths } from '../routing/paths';
import { findRouteRule, isPermitted, type RouteState } from '../routing/route-rules';

/** The sizes GET /api/users/avatar/{size} serves, in pixels (square JPEG). */
export const AVATAR_SIZES = [64, 128, 256, 512] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The largest upload POST /api/users/avatar reads (the photo before it is re-encoded), in bytes. */
export const AVATAR_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Most pixels of an uploaded image (refused above: a decompression bomb costs memory, not bytes). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/** Image types the avatar screen accepts (spec section 9's images); the browser converts them to JPEG. */
export const AVATAR_ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;

export function isAvatarSize(value: number): value is AvatarSize {
  return (AVATAR_SIZES as readonly number[]).includes(value);
}

/**
 * Whether the user may have an own picture: the route rule of /app/MeinKonto/avatar (spec section 2:
 * not makler_light, with an adviser, messaging on), so the page, the menu and the server ask the same.
 */
export function mayUseAvatar(
  user: Omit<NonNullable<RouteState['user']>, 'agent'> & { agent: object | null },
): boolean {
  const found = findRouteRule(paths.avatar);
  // The rule asks only whether there is an adviser, not who.
  return found !== null && isPermitted(found.rule, user as NonNullable<RouteState['user']>);
}

/** POST and DELETE /api/users/avatar: whether there is a picture now, and the toast. */
export type AvatarAnswer = { success: boolean; hasAvatar: boolean; message: string };

export const avatarAnswerSchema = z.object({
  success: z.boolean(),
  hasAvatar: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<AvatarAnswer>;

/** GET /api/users/avatar/{size}: the own picture, a square JPEG. */
export const avatarImageSchema = z.string().meta({ description: 'A JPEG image (image/jpeg)' });
