/**
 * Image rules of the spec (guest avatar and host photos): JPEG, PNG, SVG or WEBP, judged by the
 * file's bytes (magic numbers), never by its name or declared type; max 20,000,000 bytes;
 * at least 641 x 427; aspect ratio (width / height) between 1.3 and 1.8. SVGs with scripts,
 * event handlers, foreign objects, entities or external references are refused.
 * Pure: bytes in, verdict out.
 */
import { imageSize } from 'image-size';

export const IMAGE_MAX_BYTES = 20_000_000;
export const IMAGE_MIN_WIDTH = 641;
export const IMAGE_MIN_HEIGHT = 427;
export const IMAGE_MIN_RATIO = 1.3;
export const IMAGE_MAX_RATIO = 1.8;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml';
export type ImageErrorKey = 'image_too_big' | 'image_unavailable_format' | 'image_wrong_size' | 'image_wrong_aspect_ratio';

export type ImageVerdict =
  | { ok: true; mime: ImageMime; width: number; height: number; byteSize: number }
  | { ok: false; key: ImageErrorKey; meta?: Record<string, unknown> };

const starts = (b: Uint8Array, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v);

/** Type from the first bytes. */
export function detectImageType(bytes: Uint8Array): ImageMime | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/** false when the SVG could run code or load something from elsewhere. */
export function isSafeSvg(text: string): boolean {
  const forbidden = [
    /<script/i,
    /<foreignObject/i,
    /<!ENTITY/i,
    /<!DOCTYPE[^>]*\[/i,
    /\son[a-z]+\s*=/i,
    /javascript:/i,
    /<(iframe|embed|object|audio|video|link|meta|base)\b/i,
    /@import/i,
    /url\(\s*['"]?\s*(?!#)/i,
    /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
    /<set\b[^>]*attributeName\s*=\s*["'](?:xlink:)?href/i,
  ];
  return !forbidden.some((re) => re.test(text));
}

export function checkImage(bytes: Uint8Array): ImageVerdict {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, key: 'image_too_big', meta: { max_bytes: IMAGE_MAX_BYTES } };
  const mime = detectImageType(bytes);
  if (!mime) return { ok: false, key: 'image_unavailable_format' };
  if (mime === 'image/svg+xml' && !isSafeSvg(Buffer.from(bytes).toString('utf8'))) {
    return { ok: false, key: 'image_unavailable_format', meta: { reason: 'unsafe_svg' } };
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    const rotated = size.orientation !== undefined && size.orientation >= 5;
    width = rotated ? size.height : size.width;
    height = rotated ? size.width : size.height;
  } catch {
    return { ok: false, key: 'image_unavailable_format' };
  }
  if (!width || !height) return { ok: false, key: 'image_unavailable_format' };
  if (width < IMAGE_MIN_WIDTH || height < IMAGE_MIN_HEIGHT) {
    return { ok: false, key: 'image_wrong_size', meta: { width, height, min_width: IMAGE_MIN_WIDTH, min_height: IMAGE_MIN_HEIGHT } };
  }
  const ratio = width / height;
  if (ratio < IMAGE_MIN_RATIO || ratio > IMAGE_MAX_RATIO) {
    return { ok: false, key: 'image_wrong_aspect_ratio', meta: { ratio: Math.round(ratio * 100) / 100, min: IMAGE_MIN_RATIO, max: IMAGE_MAX_RATIO } };
  }
  return { ok: true, mime, width, height, byteSize: bytes.byteLength };
}
