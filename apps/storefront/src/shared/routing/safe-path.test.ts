import { describe, expect, it } from 'vitest';
import { redirectWithinShop, safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it('keeps paths of the shop with their query and hash', () => {
    expect(safeLocalPath('/')).toBe('/');
    expect(safeLocalPath('/kleding?page=2#top')).toBe('/kleding?page=2#top');
    expect(safeLocalPath('/en/search?q=rot')).toBe('/en/search?q=rot');
  });

  it('collapses leading slashes and backslashes, also encoded ones, into one', () => {
    for (const target of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '%5C%5Cevil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      expect(safeLocalPath(target), target).toBe('/evil.example');
    }
    expect(safeLocalPath('/a/..//evil.example')).toBe('/evil.example');
  });

  it('answers the home page for urls with a scheme or a host, and for anything not a path', () => {
    for (const target of [
      'https://evil.example/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      '',
      'http://',
    ]) {
      expect(safeLocalPath(target), target).toBe('/');
    }
  });
});

describe('redirectWithinShop', () => {
  it('sends the safe path as Location', () => {
    const response = redirectWithinShop('//evil.example/x?y=1', 301);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/evil.example/x?y=1');
  });
});
