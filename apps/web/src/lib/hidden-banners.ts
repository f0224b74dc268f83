import { readJson, writeJson } from './storage';

/** Local storage key of the hidden banners: a list of banner ids. */
const HIDDEN_KEY = 'banners.hidden';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The ids of the banners hidden on this device; anything else stored under the key counts as none. */
function hiddenBanners(): string[] {
  return readJson(HIDDEN_KEY, isIdList) ?? [];
}

export function isBannerHidden(id: string): boolean {
  return hiddenBanners().includes(id);
}

export function hideBanner(id: string): void {
  const hidden = hiddenBanners();
  if (!hidden.includes(id)) writeJson(HIDDEN_KEY, [...hidden, id]);
}

/** The element id a banner's markup carries, so a prerendered page can drop it (app/boot). */
export const bannerElementId = (id: string) => `banner-${id}`;

/** Takes the banners hidden on this device out of prerendered markup, before it paints. */
export function removeHiddenBanners(root: ParentNode): void {
  for (const id of hiddenBanners()) root.querySelector(`[id="${CSS.escape(bannerElementId(id))}"]`)?.remove();
}
