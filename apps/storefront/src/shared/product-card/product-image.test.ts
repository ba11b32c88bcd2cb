import { describe, expect, it } from 'vitest';
import { buildSrcSet, productCardSizes } from './product-image';

describe('buildSrcSet', () => {
  it('lists the renditions narrowest first with their widths', () => {
    expect(
      buildSrcSet([
        { url: '/media/a-960.jpg', width: 960 },
        { url: '/media/a-240.jpg', width: 240 },
        { url: '/media/a-480.jpg', width: 480 },
      ]),
    ).toBe('/media/a-240.jpg 240w, /media/a-480.jpg 480w, /media/a-960.jpg 960w');
  });

  it('keeps one entry per width', () => {
    expect(
      buildSrcSet([
        { url: '/a-240.jpg', width: 240 },
        { url: '/b-240.jpg', width: 240 },
        { url: '/a-480.jpg', width: 480 },
      ]),
    ).toBe('/a-240.jpg 240w, /a-480.jpg 480w');
  });

  it('gives none when every rendition is the same file (vector images) or there is nothing to choose', () => {
    expect(
      buildSrcSet([
        { url: '/media/a.svg', width: 240 },
        { url: '/media/a.svg', width: 480 },
      ]),
    ).toBeUndefined();
    expect(buildSrcSet([{ url: '/media/a.jpg', width: 240 }])).toBeUndefined();
    expect(buildSrcSet([])).toBeUndefined();
  });

  it('skips renditions without url or a usable width', () => {
    expect(
      buildSrcSet([
        { url: '', width: 240 },
        { url: '/x-0.jpg', width: 0 },
        { url: '/x-480.jpg', width: 480 },
        { url: '/x-960.jpg', width: 960 },
      ]),
    ).toBe('/x-480.jpg 480w, /x-960.jpg 960w');
  });
});

describe('productCardSizes', () => {
  it('is half the screen on phones and the column share above, capped at the page width', () => {
    expect(productCardSizes(3)).toBe('(max-width: 700px) 50vw, (max-width: 1200px) 34vw, 400px');
    expect(productCardSizes(4)).toBe('(max-width: 700px) 50vw, (max-width: 1200px) 25vw, 300px');
  });

  it('treats a column count below one as one column', () => {
    expect(productCardSizes(0)).toBe('(max-width: 700px) 50vw, (max-width: 1200px) 100vw, 1200px');
  });
});
