import { describe, expect, it } from 'vitest';
import { attributeRows, type ComparedProduct, inListOrder } from './compare-products';

function product(sku: string, attributes: [string, string, string][]): ComparedProduct {
  return {
    sku,
    name: sku,
    urlKey: undefined,
    image: undefined,
    price: 10,
    regularPrice: 10,
    currency: 'EUR',
    inStock: true,
    rating: undefined,
    attributes: new Map(attributes.map(([code, label, value]) => [code, { label, value }])),
  };
}

describe('comparison', () => {
  const a = product('A', [
    ['color', 'Farbe', 'Rot'],
    ['material', 'Material', 'Baumwolle'],
  ]);
  const b = product('B', [
    ['material', 'Material', 'Wolle'],
    ['weight', 'Gewicht', '200 g'],
  ]);

  it('shows the products in the order of the list, leaving out unknown skus', () => {
    expect(inListOrder([b, a], ['A', 'gone', 'B']).map((entry) => entry.sku)).toEqual(['A', 'B']);
  });

  it('has a row for every attribute any product has, empty where a product has none', () => {
    expect(attributeRows([a, b])).toEqual([
      { code: 'color', label: 'Farbe', values: ['Rot', undefined] },
      { code: 'material', label: 'Material', values: ['Baumwolle', 'Wolle'] },
      { code: 'weight', label: 'Gewicht', values: [undefined, '200 g'] },
    ]);
    expect(attributeRows([])).toEqual([]);
  });
});
