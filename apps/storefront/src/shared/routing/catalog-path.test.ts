import { describe, expect, it } from 'vitest';
import {
  buildCatalogPath,
  buildProductPath,
  isProductPath,
  parseCatalogPath,
  pathOfRelativeUrl,
  productUrlKey,
} from './catalog-path';

describe('category filter paths', () => {
  it('reads filter segments (with a colon) after the base path', () => {
    expect(parseCatalogPath('/kleding/dames/f/kleur:rood,blauw/maat:m')).toEqual({
      basePath: '/kleding/dames',
      filters: { kleur: ['rood', 'blauw'], maat: ['m'] },
    });
  });

  it('accepts filter segments without the marker', () => {
    expect(parseCatalogPath('/kleding/kleur:rood')).toEqual({
      basePath: '/kleding',
      filters: { kleur: ['rood'] },
    });
  });

  it('strips the marker and a trailing /f', () => {
    expect(parseCatalogPath('/kleding/dames/f')).toEqual({ basePath: '/kleding/dames', filters: {} });
    expect(parseCatalogPath('/kleding/dames/f/')).toEqual({ basePath: '/kleding/dames', filters: {} });
  });

  it('keeps a segment named f that is not followed by filters (a category url key)', () => {
    expect(parseCatalogPath('/letters/f/vitamine')).toEqual({ basePath: '/letters/f/vitamine', filters: {} });
  });

  it('decodes values and drops broken segments', () => {
    expect(parseCatalogPath('/x/f/merk:Dr.%20Oetker%2C%20Bio/price:10-50').filters).toEqual({
      merk: ['Dr. Oetker, Bio'],
      price: ['10-50'],
    });
    expect(parseCatalogPath('/x/f/Bad Code:1/kleur:/maat:%E0%A4%A').filters).toEqual({});
  });

  it('merges repeated attributes without duplicates', () => {
    expect(parseCatalogPath('/x/kleur:rood/kleur:rood,groen').filters).toEqual({ kleur: ['rood', 'groen'] });
  });

  it('builds the url: marker, attributes and values sorted, values encoded', () => {
    expect(buildCatalogPath('/kleding/dames', { maat: ['m'], kleur: ['rood', 'blauw'] })).toBe(
      '/kleding/dames/f/kleur:blauw,rood/maat:m',
    );
    expect(buildCatalogPath('kleding', { merk: ['Dr. Oetker, Bio'] })).toBe(
      '/kleding/f/merk:Dr.%20Oetker%2C%20Bio',
    );
    expect(buildCatalogPath('/kleding/', {})).toBe('/kleding');
    expect(buildCatalogPath('/kleding', { kleur: [] })).toBe('/kleding');
  });

  it.each([
    ['/kleding', {}],
    ['/kleding/dames', { kleur: ['blauw', 'rood'], maat: ['m'] }],
    ['/vloeren/laminaat', { merk: ['A&B: "C"/D'], price: ['0-25.5'] }],
  ])('parsing what was built gives it back (%s)', (basePath, filters) => {
    expect(parseCatalogPath(buildCatalogPath(basePath, filters))).toEqual({ basePath, filters });
  });
});

describe('product paths', () => {
  it('uses the last segment without .html as the url key', () => {
    expect(isProductPath('/vitamine-c-1000.html')).toBe(true);
    expect(productUrlKey('/vitamine-c-1000.html')).toBe('vitamine-c-1000');
    expect(productUrlKey('/kleding/dames/jurk-rood.html')).toBe('jurk-rood');
    expect(isProductPath('/kleding/dames')).toBe(false);
    expect(productUrlKey('/.html')).toBeUndefined();
  });

  it('builds a product url from its url key, and back', () => {
    expect(buildProductPath('vitamine-c-1000')).toBe('/vitamine-c-1000.html');
    expect(productUrlKey(buildProductPath('café-crème'))).toBe('café-crème');
  });

  it("turns the api's relative urls into paths", () => {
    expect(pathOfRelativeUrl('kleding/dames')).toBe('/kleding/dames');
    expect(pathOfRelativeUrl('/jurk.html?x=1')).toBe('/jurk.html');
  });
});
