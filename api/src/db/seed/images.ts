/** Deterministic demo photos: landscape SVG illustrations (960x640, ratio 1.5), made locally. */
import type { Prng } from './prng';

export const PHOTO_WIDTH = 960;
export const PHOTO_HEIGHT = 640;

const PALETTES = [
  ['#f4efe6', '#c9b79c', '#7a5c3e', '#2f4858'],
  ['#eef3f7', '#9db4c0', '#5c6b73', '#253237'],
  ['#fdf6ec', '#f2c57c', '#ddae7e', '#7fb685'],
  ['#f1f7ed', '#61c9a8', '#3e7e6b', '#243e36'],
  ['#fbeff2', '#e0a3b5', '#9e5a6d', '#3d2b3d'],
  ['#f5f5f0', '#b8b08d', '#6b705c', '#3f4238'],
];

export interface GeneratedImage {
  mime_type: 'image/svg+xml';
  width: number;
  height: number;
  byte_size: number;
  data: Buffer;
}

export const CAPTION_FONT_SIZE = 30;
/** Widest caption in characters: at ~0.6 em a character it stays inside the width a 1.3 crop keeps. */
export const CAPTION_MAX_CHARS = 40;

/** Vertical band of the caption bar: inside the height a 1.8 (widest) crop keeps, 8 px from its edge. */
export function captionBand(): { top: number; bottom: number } {
  const kept = PHOTO_WIDTH / 1.8;
  const bottom = Math.floor((PHOTO_HEIGHT + kept) / 2) - 8;
  return { top: bottom - 64, bottom };
}

/** The caption cut to CAPTION_MAX_CHARS (with an ellipsis). */
export function fitCaption(caption: string): string {
  return caption.length <= CAPTION_MAX_CHARS ? caption : `${caption.slice(0, CAPTION_MAX_CHARS - 1).trimEnd()}…`;
}

const esc = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stylised room: wall, floor, windows, a table with chairs, a caption. */
export function roomPhoto(prng: Prng, caption: string): GeneratedImage {
  const [wall, accent, wood, dark] = prng.pick(PALETTES) as string[];
  const horizon = prng.int(360, 430);
  const windows = prng.int(2, 4);
  const windowWidth = Math.floor(700 / windows) - 40;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`,
    `<rect width="${PHOTO_WIDTH}" height="${horizon}" fill="url(#w)"/>`,
    `<rect y="${horizon}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - horizon}" fill="${wood}"/>`,
  ];
  for (let i = 0; i < windows; i++) {
    const x = 130 + i * (windowWidth + 40);
    parts.push(`<rect x="${x}" y="60" width="${windowWidth}" height="${horizon - 140}" rx="6" fill="#dff1ff" stroke="${dark}" stroke-width="8"/>`);
    parts.push(`<line x1="${x + windowWidth / 2}" y1="60" x2="${x + windowWidth / 2}" y2="${horizon - 80}" stroke="${dark}" stroke-width="4"/>`);
  }
  const tableY = horizon + prng.int(40, 80);
  const tableWidth = prng.int(380, 620);
  const tableX = (PHOTO_WIDTH - tableWidth) / 2;
  parts.push(`<rect x="${tableX}" y="${tableY}" width="${tableWidth}" height="40" rx="8" fill="${dark}"/>`);
  const chairs = prng.int(3, 7);
  for (let i = 0; i < chairs; i++) {
    const cx = tableX + ((i + 0.5) * tableWidth) / chairs - 20;
    parts.push(`<rect x="${cx}" y="${tableY - 60}" width="40" height="55" rx="6" fill="${accent}" stroke="${dark}" stroke-width="3"/>`);
  }
  if (prng.chance(0.6)) {
    parts.push(`<circle cx="${prng.int(60, 110)}" cy="${horizon - 40}" r="40" fill="#4f772d"/><rect x="${prng.int(70, 90)}" y="${horizon - 10}" width="14" height="50" fill="${wood}"/>`);
  }
  // The caption sits in the middle band that survives every crop of the pages (cards 300x230,
  // galleries 16:9; spec photo ratios 1.3 to 1.8), so it is never cut off at a side or the bottom.
  const band = captionBand();
  parts.push(`<rect x="0" y="${band.top}" width="${PHOTO_WIDTH}" height="${band.bottom - band.top}" fill="${dark}" opacity="0.75"/>`);
  parts.push(
    `<text x="${PHOTO_WIDTH / 2}" y="${band.bottom - 22}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${CAPTION_FONT_SIZE}" fill="#ffffff">${esc(fitCaption(caption))}</text>`,
  );
  parts.push('</svg>');
  const data = Buffer.from(parts.join(''), 'utf8');
  return { mime_type: 'image/svg+xml', width: PHOTO_WIDTH, height: PHOTO_HEIGHT, byte_size: data.length, data };
}

/** Round avatar with initials (for testimonials). */
export function avatar(prng: Prng, name: string): GeneratedImage {
  const [, accent, , dark] = prng.pick(PALETTES) as string[];
  const initials = name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><circle cx="128" cy="128" r="128" fill="${accent}"/><text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="88" fill="${dark}">${esc(initials)}</text></svg>`;
  const data = Buffer.from(svg, 'utf8');
  return { mime_type: 'image/svg+xml', width: 256, height: 256, byte_size: data.length, data };
}
