import { describe, expect, it } from 'vitest';
import { cleanRequestTarget } from './request-target';

describe('cleanRequestTarget', () => {
  it('leaves clean targets alone, however they are encoded', () => {
    for (const target of [
      '/',
      '/search?q=rote+schuhe',
      '/search?q=M%C3%BCller&page=2',
      '/kleding/f/kleur/rood',
      '/en/search?q=a%2Bb',
      '/x?flag',
    ]) {
      expect(cleanRequestTarget(target), target).toBeUndefined();
    }
  });

  it('removes NUL and other control characters from the path and the query', () => {
    expect(cleanRequestTarget('/search?q=%00')).toBe('/search?q=');
    expect(cleanRequestTarget('/search?q=rote%00+schuhe&page=2')).toBe('/search?q=rote%20schuhe&page=2');
    expect(cleanRequestTarget('/kleding%00/f/kleur%0Arood')).toBe('/kleding/f/kleurrood');
    expect(cleanRequestTarget('/search?%00=1')).toBe('/search?=1');
  });

  it('removes encodings that are not UTF-8, among them encoded lone surrogates', () => {
    expect(cleanRequestTarget('/search?q=%ED%A0%80')).toBe('/search?q=');
    expect(cleanRequestTarget('/search?q=a%C0b')).toBe('/search?q=ab');
    expect(cleanRequestTarget('/%ED%A0%80kleding')).toBe('/kleding');
    expect(cleanRequestTarget('/search?q=M%C3%BCller%FF')).toBe('/search?q=M%C3%BCller');
  });

  it('encodes a percent sign that starts no escape', () => {
    expect(cleanRequestTarget('/search?q=100%')).toBe('/search?q=100%25');
  });

  it('answers a path of the shop, also when cleaning leaves leading slashes', () => {
    expect(cleanRequestTarget('/%00/evil.example')).toBe('/evil.example');
  });
});
