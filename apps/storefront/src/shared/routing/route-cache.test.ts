import { describe, expect, it } from 'vitest';
import { RouteCache, routeCacheKey } from './route-cache';

describe('remembered routes', () => {
  it('answers a stored page until it is too old', () => {
    let now = 0;
    const cache = new RouteCache<string>(10, 1000, () => now);
    cache.set('/kleding', 'category');
    now = 1000;
    expect(cache.get('/kleding')).toBe('category');
    now = 1001;
    expect(cache.get('/kleding')).toBeUndefined();
  });

  it('forgets the least recently used page beyond its size', () => {
    const cache = new RouteCache<number>(2);
    cache.set('/a', 1);
    cache.set('/b', 2);
    cache.get('/a');
    cache.set('/c', 3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe(1);
    expect(cache.get('/c')).toBe(3);
  });

  it('keys by path and query', () => {
    expect(routeCacheKey('http://shop/kleding/f/kleur:rood?page=2#top')).toBe('/kleding/f/kleur:rood?page=2');
    expect(routeCacheKey('/en/x.html')).toBe('/en/x.html');
  });
});
