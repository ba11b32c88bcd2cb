import { describe, expect, it } from 'vitest';
import { categoryIdOfUid, slideLink, toSliderView } from './slider';

describe('slideLink', () => {
  it('makes shop paths router links and keeps outside addresses as anchors', () => {
    expect(slideLink('/contact')).toEqual({ internal: true, href: '/contact' });
    expect(slideLink('https://example.com/x')).toEqual({ internal: false, href: 'https://example.com/x' });
    expect(slideLink('mailto:shop@example.com')).toEqual({
      internal: false,
      href: 'mailto:shop@example.com',
    });
  });

  it('drops empty, protocol-relative and script links', () => {
    expect(slideLink('')).toBeUndefined();
    expect(slideLink(null)).toBeUndefined();
    expect(slideLink('//evil.example/x')).toBeUndefined();
    expect(slideLink('javascript:alert(1)')).toBeUndefined();
  });
});

describe('categoryIdOfUid', () => {
  it('decodes a numeric uid and refuses anything else', () => {
    expect(categoryIdOfUid(btoa('92'))).toBe(92);
    expect(categoryIdOfUid(btoa('abc'))).toBeUndefined();
    expect(categoryIdOfUid('%%%')).toBeUndefined();
  });
});

describe('toSliderView', () => {
  it('builds a srcset from the renditions and makes api media urls same-origin', () => {
    const view = toSliderView(
      {
        identifier: 'category-5',
        title: 'Kategorie',
        fullwidth: false,
        slides: [
          {
            title: 'Beratung',
            description: 'Fragen Sie uns.',
            link: '/contact',
            buttonText: 'Kontakt',
            media: {
              url: 'http://api.internal/media/s-960.svg',
              type: 'image',
              sizes: [
                { width: 480, height: 320, url: 'http://api.internal/media/s-480.svg' },
                { width: 960, height: 640, url: 'http://api.internal/media/s-960.svg' },
              ],
            },
          },
          null,
        ],
      },
      'http://api.internal',
    );
    expect(view.slides).toHaveLength(1);
    expect(view.slides[0]).toEqual({
      title: 'Beratung',
      description: 'Fragen Sie uns.',
      link: { internal: true, href: '/contact' },
      buttonText: 'Kontakt',
      media: {
        kind: 'image',
        url: '/media/s-960.svg',
        srcSet: '/media/s-480.svg 480w, /media/s-960.svg 960w',
        width: 960,
        height: 640,
      },
    });
  });
});
