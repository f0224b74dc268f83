import { createHash } from 'node:crypto';
import { MAX_SIGNATURE_SVG_WIDTH, type SignatureInput } from '@kundenportal/domain/adviser-forms/form-api';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { ValidationError } from '../../lib/app-error';
import { sharpLibrary } from '../../lib/image/sharp-library';

/** A signature checked and ready for the PDF and the audit record. */
export type PreparedSignature =
  | { kind: 'drawn'; png: Buffer; svg: string | null; sha256: string }
  | { kind: 'typed'; name: string; sha256: string };

/** The largest PNG side accepted: the 640 px pad on a screen with a device pixel ratio of 3, and some room. */
const MAX_PNG_SIDE = 2400;
/** What a drawing from signature_pad consists of; anything else (links, styles, scripts) is refused. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
]);
const FORBIDDEN = /href|<!|<\?|&|url\(|@import|style|script|foreign/i;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * The signature of a body checked by content (issue 12): a typed name as it is; a drawing as SVG (only
 * signature_pad's shapes, no references anywhere, at most 768 wide, spec section 9) and/or PNG (decoded,
 * at most 2400 px a side, re-encoded without metadata). A drawing without any ink is refused. The PDF gets
 * the PNG (rendered from the SVG when only that came). The hash is over the PNG's bytes or the typed name.
 */
export async function prepareSignature(input: SignatureInput, field: string): Promise<PreparedSignature> {
  if (input.kind === 'typed')
    return { kind: 'typed', name: input.name, sha256: sha256(`typed:${input.name}`) };
  const refuse = (message: string): never => {
    throw new ValidationError([`${field}=>${message}`]);
  };
  const svg =
    input.svg === undefined ? null : checkSvg(input.svg) ? input.svg : refuse(texts.signatureInvalid);
  let png: Buffer;
  try {
    png = input.png !== undefined ? await readPng(input.png) : await renderSvg(svg ?? '');
  } catch {
    return refuse(texts.signatureInvalid);
  }
  if (!(await hasInk(png))) refuse(texts.signatureEmpty);
  return { kind: 'drawn', png, svg, sha256: sha256(png) };
}

/** Only the allowed elements, no references, and a width of at most 768. */
export function checkSvg(svg: string): boolean {
  const text = svg.trim();
  if (!text.startsWith('<svg') || !text.endsWith('</svg>') || FORBIDDEN.test(text)) return false;
  for (const match of text.matchAll(/<\/?\s*([A-Za-z][\w:.-]*)/g))
    if (!SVG_ELEMENTS.has(match[1] ?? '')) return false;
  const root = /^<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const width = Number(
    /\swidth="([\d.]+)"/.exec(root)?.[1] ?? /viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(root)?.[1],
  );
  const height = Number(
    /\sheight="([\d.]+)"/.exec(root)?.[1] ?? /viewBox="[\d.-]+ [\d.-]+ [\d.]+ ([\d.]+)/.exec(root)?.[1],
  );
  return width > 0 && width <= MAX_SIGNATURE_SVG_WIDTH && height > 0 && height <= MAX_SIGNATURE_SVG_WIDTH;
}

async function renderSvg(svg: string): Promise<Buffer> {
  const sharp = await sharpLibrary();
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}

async function readPng(dataUrl: string): Promise<Buffer> {
  const base64 = dataUrl.startsWith('data:image/png;base64,') ? dataUrl.slice(22) : dataUrl;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error('not base64');
  const bytes = Buffer.from(base64, 'base64');
  const sharp = await sharpLibrary();
  const image = sharp(bytes, { limitInputPixels: MAX_PNG_SIDE * MAX_PNG_SIDE });
  const meta = await image.metadata();
  if (meta.format !== 'png' || !meta.width || !meta.height) throw new Error('not a PNG');
  if (meta.width > MAX_PNG_SIDE || meta.height > MAX_PNG_SIDE) throw new Error('too large');
  return image.png().toBuffer();
}

/** Some ink: a visible pixel that is not (nearly) white, whatever the PNG's colour type. */
async function hasInk(png: Buffer): Promise<boolean> {
  const sharp = await sharpLibrary();
  const { data, info } = await sharp(png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = info.channels;
  for (let index = 0; index + 3 < data.length; index += step) {
    const visible = (data[index + 3] ?? 0) > 16;
    if (visible && Math.min(data[index] ?? 255, data[index + 1] ?? 255, data[index + 2] ?? 255) < 200)
      return true;
  }
  return false;
}
