import { describe, expect, it } from 'vitest';
import { mergeRecommendationSources } from './recommendation-sources';

describe('recommendation source tags', () => {
  it('adds new tags, lets a newer tag of a sku win and keeps only the latest', () => {
    const merged = mergeRecommendationSources({ A: 'retargeted:home', B: 'most_purchased:home' }, [
      { sku: 'A', source: 'purchased_together' },
      { sku: 'C', source: 'alternatives' },
      { sku: '', source: 'alternatives' },
    ]);
    expect(merged).toEqual({ B: 'most_purchased:home', A: 'purchased_together', C: 'alternatives' });
    expect(Object.keys(merged)).toEqual(['B', 'A', 'C']);
    expect(mergeRecommendationSources(merged, [{ sku: 'D', source: 'alternatives' }], 2)).toEqual({
      C: 'alternatives',
      D: 'alternatives',
    });
  });
});
