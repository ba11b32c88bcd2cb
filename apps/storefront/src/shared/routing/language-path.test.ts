import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguagePrefix } from './language-path';

const dutch = { languages: ['nl', 'en', 'de'] as const, defaultLanguage: 'nl' as const };
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
  });

  it('strips a prefix of the default language with a redirect', () => {
    expect(splitLanguagePrefix('/de/bekleidung', germanOnly)).toEqual({
      language: 'de',
      path: '/bekleidung',
      redirectTo: '/bekleidung',
    });
    expect(splitLanguagePrefix('/nl', dutch)).toMatchObject({ redirectTo: '/' });
  });

  it('treats a language that is not available as an ordinary segment', () => {
    expect(splitLanguagePrefix('/en/shoes', germanOnly)).toEqual({ language: 'de', path: '/en/shoes' });
  });

  it('prefixes paths of non-default languages only', () => {
    expect(localizePath('/kleding', 'nl', dutch)).toBe('/kleding');
    expect(localizePath('kleding', 'en', dutch)).toBe('/en/kleding');
    expect(localizePath('/', 'en', dutch)).toBe('/en');
    expect(localizePath('/', 'nl', dutch)).toBe('/');
  });
});
