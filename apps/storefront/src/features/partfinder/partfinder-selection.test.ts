import { describe, expect, it } from 'vitest';
import { choose, partFilters, selectionFromQuery, selectionQuery } from './partfinder-selection';

describe('part finder selection', () => {
  it('reads the steps in order and stops at the first missing or bad one', () => {
    expect(selectionFromQuery(new URLSearchParams('type=1&brand=2&model=3'))).toEqual({
      type: 1,
      brand: 2,
      model: 3,
    });
    expect(selectionFromQuery(new URLSearchParams('type=1&model=3'))).toEqual({ type: 1 });
    expect(selectionFromQuery(new URLSearchParams('type=x&brand=2'))).toEqual({});
    expect(selectionFromQuery(new URLSearchParams('type=0'))).toEqual({});
  });

  it('choosing a step keeps the earlier steps and clears the later ones', () => {
    const full = { type: 1, brand: 2, model: 3, year: 4, cilinder: 5 };
    expect(choose(full, 'model', 9)).toEqual({ type: 1, brand: 2, model: 9 });
    expect(choose(full, 'brand', undefined)).toEqual({ type: 1 });
    expect(choose({}, 'type', 2)).toEqual({ type: 2 });
  });

  it('writes the query and the api filters', () => {
    expect(selectionQuery({ type: 1, brand: 2 })).toEqual({ type: '1', brand: '2' });
    expect(partFilters({ type: 1, brand: 2, model: 3 })).toEqual({ type_id: 1, brand_id: 2, model_id: 3 });
  });
});
