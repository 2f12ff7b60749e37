// Client-side pre-checks of a photo before upload (spec 5 "Images"); the API checks the bytes again and
// answers with the same keys (image_too_big, image_unavailable_format, image_wrong_size, image_wrong_aspect_ratio).
export const IMAGE_RULES = {
  maxBytes: 20_000_000,
  minWidth: 641,
  minHeight: 427,
  minRatio: 1.3,
  maxRatio: 1.8,
  types: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'],
} as const;

export type ImageErrorKey = 'image_too_big' | 'image_unavailable_format' | 'image_wrong_size' | 'image_wrong_aspect_ratio';

export function checkFile(file: { size: number; type: string }): ImageErrorKey | undefined {
  if (file.type && !(IMAGE_RULES.types as readonly string[]).includes(file.type)) return 'image_unavailable_format';
  if (file.size > IMAGE_RULES.maxBytes) return 'image_too_big';
  return undefined;
}

export function checkDimensions(width: number, height: number): ImageErrorKey | undefined {
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) return 'image_wrong_size';
  const ratio = width / height;
  if (ratio < IMAGE_RULES.minRatio || ratio > IMAGE_RULES.maxRatio) return 'image_wrong_aspect_ratio';
  return undefined;
}

/** Width and height of a raster file as the browser decodes it; null when it cannot tell (SVG, no decoder). */
export function readDimensions(file: File): Promise<{ width: number; height: number } | null> {
  if (file.type === 'image/svg+xml' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (value: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    img.onload = () => done(img.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => done(null);
    img.src = url;
  });
}
