import { describe, expect, it } from 'vitest';
import { alternateUrls, languageSwitchTargets } from './alternates';

const dutch = { languages: ['nl', 'en', 'de'] as const, defaultLanguage: 'nl' as const };

describe('language switch', () => {
  it("leads to the entity's own url in each language", () => {
    const targets = languageSwitchTargets({
      settings: dutch,
      pathname: '/en/clothing/women',
      search: '',
      routeId: 'catch-all',
      data: { alternates: { nl: '/kleding/dames', en: '/clothing/women', de: '/bekleidung/damen' } },
    });
    expect(targets).toEqual({ nl: '/kleding/dames', en: '/en/clothing/women', de: '/de/bekleidung/damen' });
  });

  it('keeps fixed routes and their query, only changing the prefix', () => {
    const targets = languageSwitchTargets({
      settings: dutch,
      pathname: '/de/search',
      search: '?q=tee',
      routeId: 'de-search',
      data: {},
    });
    expect(targets).toEqual({ nl: '/search?q=tee', en: '/en/search?q=tee', de: '/de/search?q=tee' });
  });

  it('falls back to the home page where the page has no known counterpart', () => {
    const targets = languageSwitchTargets({
      settings: dutch,
      pathname: '/weg',
      search: '',
      routeId: 'catch-all',
      data: { page: 'not-found' },
    });
    expect(targets).toEqual({ nl: '/', en: '/en', de: '/de' });
    // An entity missing in one language leads to that language's home.
    expect(
      languageSwitchTargets({
        settings: dutch,
        pathname: '/kleding',
        search: '',
        routeId: 'catch-all',
        data: { alternates: { nl: '/kleding' } },
      }).de,
    ).toBe('/de');
  });
});

describe('hreflang urls', () => {
  it('are absolute, one per language with a url, and left out with one language', () => {
    expect(alternateUrls({ nl: '/kleding', de: '/bekleidung' }, dutch, 'https://shop.example')).toEqual([
      { language: 'nl', href: 'https://shop.example/kleding' },
      { language: 'de', href: 'https://shop.example/de/bekleidung' },
    ]);
    expect(
      alternateUrls({ de: '/x' }, { languages: ['de'], defaultLanguage: 'de' }, 'https://shop.example'),
    ).toBeUndefined();
  });
});
