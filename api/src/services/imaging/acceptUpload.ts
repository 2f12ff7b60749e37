/**
 * What an upload is stored as. The byte rules of domain/images/imageRules decide first; an SVG is
 * then rasterised to WebP (sharp/librsvg: no scripts, no animation, no links), so no uploaded
 * markup is ever served back: an `href` hidden in `<animate>` with entity-encoded `javascript:`
 * cannot survive a pixel image. JPEG, PNG and WebP are stored as sent.
 */
import sharp from 'sharp';
import { checkImage, type ImageErrorKey, type ImageMime } from '../../domain/images/imageRules';

export type AcceptedUpload =
  | { ok: true; bytes: Buffer; mime: Exclude<ImageMime, 'image/svg+xml'>; width: number; height: number; byteSize: number }
  | { ok: false; key: ImageErrorKey; meta?: Record<string, unknown> };

/** largest SVG canvas rendered (pixels); bigger declared sizes are refused */
export const SVG_MAX_PIXELS = 40_000_000;

export async function acceptUpload(bytes: Buffer): Promise<AcceptedUpload> {
  const verdict = checkImage(bytes);
  if (!verdict.ok) return verdict;
  if (verdict.mime !== 'image/svg+xml') return { ...verdict, mime: verdict.mime, bytes };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: SVG_MAX_PIXELS, density: 72 })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, mime: 'image/webp', width: info.width, height: info.height, byteSize: data.byteLength };
  } catch {
    return { ok: false, key: 'image_unavailable_format' };
  }
}
