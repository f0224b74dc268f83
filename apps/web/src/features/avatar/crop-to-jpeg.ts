import { AVATAR_ACCEPTED_EXTENSIONS } from '@kundenportal/domain/account/avatar';

/** The pixels of the chosen image to keep (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** A decoded image: an ImageBitmap, or an <img> where createImageBitmap is missing or fails. */
export type DecodedImage = CanvasImageSource & { width: number; height: number; close?: () => void };

/** What cropToJpeg draws on: a canvas, or a stand-in in tests. */
export type JpegCanvas = {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    'fillStyle' | 'fillRect' | 'drawImage' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
  > | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
};

/** The largest edge uploaded: the server keeps 512 px (apps/server/src/modules/avatar). */
export const AVATAR_UPLOAD_EDGE = 512;
export const AVATAR_JPEG_QUALITY = 0.9;

/** The file input's accept list (spec section 9's images); phones offer the camera for it. */
export const AVATAR_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/bmp',
  'image/gif',
  ...AVATAR_ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/pjpeg',
  'image/png',
  'image/bmp',
  'image/x-ms-bmp',
  'image/gif',
]);

/** Whether a chosen file is one of the accepted images, by its type or (when the type is empty) its name. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type.toLowerCase());
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (AVATAR_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Decodes a chosen file (JPEG, PNG, BMP, GIF's first frame) upright by its EXIF orientation, as the crop
 * screen's <img> shows it. Rejects what the browser cannot read.
 */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers decode more through <img> than through createImageBitmap: try that too.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function defaultCanvas(): JpegCanvas {
  return document.createElement('canvas');
}

/**
 * The cropped square as a JPEG (spec section 9: converted before upload): at most 512 × 512 px, quality
 * 0.9, on white (a transparent PNG or GIF would turn black in a JPEG). The edge is the crop's own when it
 * is smaller: no upscaling.
 */
export function cropToJpeg(
  image: DecodedImage,
  area: CropArea,
  createCanvas: () => JpegCanvas = defaultCanvas,
): Promise<Blob> {
  // A square inside the image, whatever rounding did to the crop's edges.
  const side = clamp(Math.round(Math.min(area.width, area.height)), 1, Math.min(image.width, image.height));
  const sx = clamp(Math.round(area.x), 0, image.width - side);
  const sy = clamp(Math.round(area.y), 0, image.height - side);
  const edge = Math.min(AVATAR_UPLOAD_EDGE, side);

  const canvas = createCanvas();
  canvas.width = edge;
  canvas.height = edge;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, edge, edge);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, edge, edge);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    );
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
