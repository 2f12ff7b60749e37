// The home hero's default picture (16:9) in AVIF and WebP at four widths; the API preloads the
// AVIF set on the home page (api/src/static/routePreload.ts finds these files by their names).
import avif640 from '../assets/hero-640w.avif?url';
import avif960 from '../assets/hero-960w.avif?url';
import avif1280 from '../assets/hero-1280w.avif?url';
import avif1920 from '../assets/hero-1920w.avif?url';
import webp640 from '../assets/hero-640w.webp?url';
import webp960 from '../assets/hero-960w.webp?url';
import webp1280 from '../assets/hero-1280w.webp?url';
import webp1920 from '../assets/hero-1920w.webp?url';

export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;
/** The hero spans the viewport's width. */
export const HERO_SIZES = '100vw';

const srcSet = (files: Array<[string, number]>) => files.map(([url, w]) => `${url} ${w}w`).join(', ');

export const HERO_AVIF_SRCSET = srcSet([[avif640, 640], [avif960, 960], [avif1280, 1280], [avif1920, 1920]]);
export const HERO_WEBP_SRCSET = srcSet([[webp640, 640], [webp960, 960], [webp1280, 1280], [webp1920, 1920]]);
export const HERO_FALLBACK_SRC = webp1280;
