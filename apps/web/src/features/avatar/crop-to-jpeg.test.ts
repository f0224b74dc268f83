import { describe, expect, it, vi } from 'vitest';
import {
  AVATAR_ACCEPT,
  AVATAR_JPEG_QUALITY,
  cropToJpeg,
  type DecodedImage,
  isAcceptedImage,
  type JpegCanvas,
} from './crop-to-jpeg';

/** A canvas stand-in that records what is drawn and answers toBlob with a JPEG-typed Blob. */
function fakeCanvas(options: { noContext?: boolean; noBlob?: boolean } = {}) {
  const calls: { fillStyle: string[]; fillRect: number[][]; drawImage: unknown[][] } = {
    fillStyle: [],
    fillRect: [],
    drawImage: [],
  };
  const toBlob = vi.fn((callback: (blob: Blob | null) => void, type: string, _quality: number) =>
    callback(options.noBlob ? null : new Blob(['jpeg'], { type })),
  );
  const context = {
    set fillStyle(value: string) {
      calls.fillStyle.push(value);
    },
    get fillStyle() {
      return calls.fillStyle.at(-1) ?? '';
    },
    fillRect: (...args: number[]) => calls.fillRect.push(args),
    drawImage: (...args: unknown[]) => calls.drawImage.push(args),
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => (options.noContext ? null : context),
    toBlob,
  } as unknown as JpegCanvas;
  return { canvas, calls, context, toBlob };
}

const image = (width: number, height: number) => ({ width, height }) as DecodedImage;

describe('cropToJpeg', () => {
  it('draws the crop on white into a square of at most 512 px and encodes a JPEG at quality 0.9', async () => {
    const fake = fakeCanvas();
    const blob = await cropToJpeg(
      image(4000, 3000),
      { x: 500, y: 0, width: 3000, height: 3000 },
      () => fake.canvas,
    );
    expect(blob.type).toBe('image/jpeg');
    expect([fake.canvas.width, fake.canvas.height]).toEqual([512, 512]);
    expect(fake.calls.fillStyle).toEqual(['#ffffff']);
    expect(fake.calls.fillRect).toEqual([[0, 0, 512, 512]]);
    expect(fake.calls.drawImage[0]?.slice(1)).toEqual([500, 0, 3000, 3000, 0, 0, 512, 512]);
    expect(fake.context.imageSmoothingQuality).toBe('high');
    expect(fake.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', AVATAR_JPEG_QUALITY);
    expect(AVATAR_JPEG_QUALITY).toBe(0.9);
  });

  it('keeps a small crop at its own size (no upscaling)', async () => {
    const fake = fakeCanvas();
    await cropToJpeg(image(400, 300), { x: 50, y: 0, width: 300, height: 300 }, () => fake.canvas);
    expect([fake.canvas.width, fake.canvas.height]).toEqual([300, 300]);
    expect(fake.calls.drawImage[0]?.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 300, 300]);
  });

  it('makes a square inside the image of what rounding left slightly off', async () => {
    const fake = fakeCanvas();
    await cropToJpeg(image(400, 300), { x: 100.6, y: -0.4, width: 300.4, height: 299.6 }, () => fake.canvas);
    expect(fake.calls.drawImage[0]?.slice(1)).toEqual([100, 0, 300, 300, 0, 0, 300, 300]);
  });

  it('fails without a 2d context or when the canvas gives no JPEG', async () => {
    const area = { x: 0, y: 0, width: 10, height: 10 };
    await expect(
      cropToJpeg(image(10, 10), area, () => fakeCanvas({ noContext: true }).canvas),
    ).rejects.toThrow();
    await expect(
      cropToJpeg(image(10, 10), area, () => fakeCanvas({ noBlob: true }).canvas),
    ).rejects.toThrow();
  });
});

describe('the accepted images (spec section 9: jpg, jpeg, png, bmp, gif)', () => {
  it('offers them to the file input by type and by extension', () => {
    expect(AVATAR_ACCEPT).toBe('image/jpeg,image/png,image/bmp,image/gif,.jpg,.jpeg,.png,.bmp,.gif');
  });

  it('takes a file by its type, or by its name when the browser gives no type', () => {
    expect(isAcceptedImage({ name: 'ich.PNG', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'ich.bmp', type: 'image/bmp' })).toBe(true);
    expect(isAcceptedImage({ name: 'ich.gif', type: 'image/gif' })).toBe(true);
    expect(isAcceptedImage({ name: 'ich.jpeg', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'ich.heic', type: 'image/heic' })).toBe(false);
    expect(isAcceptedImage({ name: 'brief.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedImage({ name: 'ohne-endung', type: '' })).toBe(false);
  });
});
