import { CAPTION_FONT_SIZE, CAPTION_MAX_CHARS, PHOTO_HEIGHT, PHOTO_WIDTH, roomPhoto } from './images';
import { Prng } from './prng';

/** The part of a PHOTO_WIDTH x PHOTO_HEIGHT photo that object-fit: cover keeps in a box of `ratio`. */
function kept(ratio: number) {
  const photo = PHOTO_WIDTH / PHOTO_HEIGHT;
  if (ratio < photo) {
    const width = PHOTO_HEIGHT * ratio;
    return { left: (PHOTO_WIDTH - width) / 2, right: (PHOTO_WIDTH + width) / 2, top: 0, bottom: PHOTO_HEIGHT };
  }
  const height = PHOTO_WIDTH / ratio;
  return { left: 0, right: PHOTO_WIDTH, top: (PHOTO_HEIGHT - height) / 2, bottom: (PHOTO_HEIGHT + height) / 2 };
}

describe('demo photo captions are never cut off by the pages', () => {
  const caption = 'Salon Rembrandt — Amsterdam-Zuidoost en omstreken';
  const svg = roomPhoto(new Prng(7), caption).data.toString('utf8');
  const text = /<text ([^>]*)>([^<]*)<\/text>/.exec(svg)!;
  const attr = (name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(text[1])![1]);

  it('is centred and cut to a width every crop keeps', () => {
    expect(text[1]).toContain('text-anchor="middle"');
    expect(text[2].length).toBeLessThanOrEqual(CAPTION_MAX_CHARS);
    expect(text[2].startsWith('Salon Rembrandt')).toBe(true);
  });

  // cards 300x230 (1.304), galleries 16:9, and the spec's photo ratio range 1.3..1.8
  it.each([300 / 230, 1.3, 1.5, 16 / 9, 1.8])('fits inside a %f cover crop', (ratio) => {
    const box = kept(ratio);
    const x = attr('x');
    const y = attr('y');
    const halfWidth = (text[2].length * CAPTION_FONT_SIZE * 0.6) / 2; // generous Helvetica estimate
    expect(x - halfWidth).toBeGreaterThanOrEqual(box.left);
    expect(x + halfWidth).toBeLessThanOrEqual(box.right);
    expect(y - CAPTION_FONT_SIZE).toBeGreaterThanOrEqual(box.top);
    expect(y + 8).toBeLessThanOrEqual(box.bottom);
  });
});
