import { checkImage, detectImageType, isSafeSvg } from './imageRules';
import { png } from './testPng';

const svg = (body: string, w = 960, h = 640) => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

describe('image rules (by content)', () => {
  test('types come from the magic numbers', () => {
    expect(detectImageType(png(2, 2))).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(svg('<rect/>'))).toBe('image/svg+xml');
    expect(detectImageType(Buffer.from('just some text, not an image'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  test('size, minimum dimensions and aspect ratio', () => {
    expect(checkImage(png(960, 640))).toMatchObject({ ok: true, mime: 'image/png', width: 960, height: 640 });
    expect(checkImage(png(641, 427))).toMatchObject({ ok: true });
    expect(checkImage(png(640, 427))).toMatchObject({ ok: false, key: 'image_wrong_size' });
    expect(checkImage(png(700, 426))).toMatchObject({ ok: false, key: 'image_wrong_size' });
    expect(checkImage(png(1000, 1000))).toMatchObject({ ok: false, key: 'image_wrong_aspect_ratio' });
    expect(checkImage(png(1900, 1000))).toMatchObject({ ok: false, key: 'image_wrong_aspect_ratio' });
    expect(checkImage(Buffer.alloc(20_000_001))).toMatchObject({ ok: false, key: 'image_too_big' });
    expect(checkImage(Buffer.from('hello'))).toMatchObject({ ok: false, key: 'image_unavailable_format' });
  });

  test('SVG with scripts, handlers or external references is refused', () => {
    expect(checkImage(svg('<rect width="10" height="10" fill="#ccc"/><use href="#a"/>'))).toMatchObject({ ok: true, mime: 'image/svg+xml' });
    for (const bad of [
      '<script>alert(1)</script>', '<rect onload="alert(1)"/>', '<image href="https://evil.example/x.png"/>',
      '<a xlink:href="javascript:alert(1)"/>', '<foreignObject><div/></foreignObject>', '<style>@import url(http://x)</style>',
      '<rect style="fill:url(http://x/y)"/>',
    ]) {
      expect(isSafeSvg(svg(bad).toString())).toBe(false);
      expect(checkImage(svg(bad))).toMatchObject({ ok: false, key: 'image_unavailable_format' });
    }
  });
});
