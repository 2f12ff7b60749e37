/**
 * Resized WebP variants of photos (sharp). Widths are fixed so every variant can be cached for a
 * year: thumb 320, small 640, medium 1024, large 1600 (never enlarged). SVGs are rasterised.
 */
import sharp from 'sharp';

export const VARIANTS = { thumb: 320, small: 640, medium: 1024, large: 1600 } as const;
export type Variant = keyof typeof VARIANTS;
const WIDTHS = Object.values(VARIANTS).sort((a, b) => a - b);

export const isVariant = (v: string): v is Variant => Object.prototype.hasOwnProperty.call(VARIANTS, v);

/** ?w=N -> the smallest variant width >= N (the largest when N is bigger), null when N is not a positive integer. */
export function widthFor(w: string | undefined): number | null {
  if (!w || !/^\d{1,5}$/.test(w) || Number(w) < 1) return null;
  return WIDTHS.find((x) => x >= Number(w)) ?? WIDTHS[WIDTHS.length - 1]!;
}

export const variantUrls = (imageId: number): Record<Variant, string> =>
  Object.fromEntries(Object.keys(VARIANTS).map((v) => [v, `/api/image/${imageId}/${v}.webp`])) as Record<Variant, string>;

/** One WebP of at most `width` pixels wide; EXIF orientation applied, metadata dropped. */
export async function renderWebp(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 100_000_000, density: 144 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
