// Sampling helpers on top of the seed's Random, sized for long lists.
import type { Random } from '../random.js';

/** `count` distinct items; cheaper than a full shuffle when `items` is long and `count` small. */
export function sampleDistinct<T>(rng: Random, items: readonly T[], count: number): T[] {
  if (items.length <= count) return rng.shuffle(items);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(rng.next() * items.length));
  return [...chosen].map((index) => items[index] as T);
}

/** Groups items by a key, keeping their order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
