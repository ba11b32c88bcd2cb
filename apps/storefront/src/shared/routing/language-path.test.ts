import { describe, expect, it } from 'vitest';
import { languageSegment, localizePath, splitLanguagePrefix } from './language-path';

const dutch = { languages: ['nl', 'en', 'de'] as const, defaultLanguage: 'nl' as const };
const dutchAndEnglish = { languages: ['nl', 'en'] as const, defaultLanguage: 'nl' as const };
const germanOnly = { languages: ['de'] as const, defaultLanguage: 'de' as const };

describe('language prefix', () => {
  it('reads a non-default language from the first segment', () => {
    expect(splitLanguagePrefix('/en', dutch)).toEqual({ language: 'en', path: '/' });
    expect(splitLanguagePrefix('/de/kleding/jassen', dutch)).toEqual({
      language: 'de',
      path: '/kleding/jassen',
    });
  });

  it('uses the default language for unprefixed paths', () => {
    expect(splitLanguagePrefix('/', dutch)).toEqual({ language: 'nl', path: '/' });
    expect(splitLanguagePrefix('/kleding', dutch)).toEqual({ language: 'nl', path: '/kleding' });
    expect(splitLanguagePrefix('/english-tea', dutch)).toEqual({ language: 'nl', path: '/english-tea' });
  });

  it('strips a prefix of the default language with a redirect', () => {
    expect(splitLanguagePrefix('/nl/kleding', dutch)).toEqual({
      language: 'nl',
      path: '/kleding',
      redirectTo: '/kleding',
    });
    expect(splitLanguagePrefix('/nl', dutch)).toMatchObject({ redirectTo: '/' });
  });

  it("where only 'de' is available, strips any leading language segment", () => {
    expect(splitLanguagePrefix('/de/bekleidung', germanOnly)).toEqual({
      language: 'de',
      path: '/bekleidung',
      redirectTo: '/bekleidung',
    });
    expect(splitLanguagePrefix('/en/login', germanOnly)).toEqual({
      language: 'de',
      path: '/login',
      redirectTo: '/login',
    });
    expect(splitLanguagePrefix('/nl', germanOnly)).toMatchObject({ language: 'de', redirectTo: '/' });
  });

  it('checks the first segment against the available languages', () => {
    // German is not available in this shop: /de/… is an ordinary path (a category could be called so).
    expect(splitLanguagePrefix('/de/schuhe', dutchAndEnglish)).toEqual({
      language: 'nl',
      path: '/de/schuhe',
    });
  });

  it('prefixes paths of non-default languages only', () => {
    expect(localizePath('/kleding', 'nl', dutch)).toBe('/kleding');
    expect(localizePath('kleding', 'en', dutch)).toBe('/en/kleding');
    expect(localizePath('/', 'en', dutch)).toBe('/en');
    expect(localizePath('/', 'nl', dutch)).toBe('/');
    expect(localizePath('/search?q=tea', 'en', dutch)).toBe('/en/search?q=tea');
    expect(localizePath('/?ref=x', 'de', dutch)).toBe('/de?ref=x');
  });

  it('round-trips: the localized path splits into its language and path', () => {
    for (const language of dutch.languages) {
      for (const path of ['/', '/kleding/dames', '/jurk.html']) {
        const split = splitLanguagePrefix(localizePath(path, language, dutch), dutch);
        expect(split).toEqual({ language, path });
      }
    }
  });

  it('names the language segment without configuration', () => {
    expect(languageSegment('/en/kleding')).toBe('en');
    expect(languageSegment('/kleding')).toBeUndefined();
    expect(languageSegment('/')).toBeUndefined();
  });
});
