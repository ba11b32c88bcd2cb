import { describe, expect, it } from 'vitest';
import { type CachedAnswer, ResponseCache } from './response-cache.js';

function answerOf(body: string): CachedAnswer {
  return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
}

/** A cache that sees changes, with a clock the test moves. */
function cacheWith(maxBytes = 1_000, maxAgeMilliseconds = 60_000) {
  const clock = { now: 0 };
  const cache = new ResponseCache({ maxBytes, maxAgeMilliseconds, now: () => clock.now });
  cache.watching(true);
  return { cache, clock };
}

/** Computes `body` (shareable unless told) and counts how often it was asked to. */
function computer(body: string, shareable = true) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count++;
    return { answer: answerOf(body), shareable };
  };
  return { calls, compute };
}

describe('ResponseCache', () => {
  it('gives a shareable answer again without computing it', async () => {
    const { cache } = cacheWith();
    const { calls, compute } = computer('{"data":1}');
    expect(await cache.answer('a', compute)).toEqual({ answer: answerOf('{"data":1}'), hit: false });
    expect(await cache.answer('a', compute)).toEqual({ answer: answerOf('{"data":1}'), hit: true });
    expect(calls.count).toBe(1);
  });

  it('never keeps an answer that is not shareable', async () => {
    const { cache } = cacheWith();
    const { calls, compute } = computer('{"errors":[]}', false);
    await cache.answer('a', compute);
    expect((await cache.answer('a', compute)).hit).toBe(false);
    expect(calls.count).toBe(2);
  });

  it('forgets, after a change to some products, the answers that name one of them or none', async () => {
    const { cache } = cacheWith();
    const scoped = (body: string, products: number[]) => async () => ({
      answer: answerOf(body),
      shareable: true,
      products: new Set(products),
    });
    await cache.answer('sold', scoped('1', [1, 2]));
    await cache.answer('other', scoped('2', [3]));
    await cache.answer('unnamed', computer('3').compute);
    cache.changed([2, 9]);
    expect((await cache.answer('other', scoped('x', [3]))).hit).toBe(true);
    expect((await cache.answer('sold', scoped('x', [1, 2]))).hit).toBe(false);
    expect((await cache.answer('unnamed', computer('x').compute)).hit).toBe(false);
    // A change that names no product still forgets the answers that do not name theirs.
    cache.changed([]);
    expect((await cache.answer('other', scoped('x', [3]))).hit).toBe(true);
    expect((await cache.answer('unnamed', computer('y').compute)).hit).toBe(false);
  });

  it('keeps an answer computed during a change to other products, not one to its own', async () => {
    const { cache } = cacheWith();
    const during = async (key: string, products: number[], change: number[]) => {
      let finish: () => void = () => {};
      const computing = cache.answer(key, async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { answer: answerOf(key), shareable: true, products: new Set(products) };
      });
      cache.changed(change);
      finish();
      await computing;
      return (await cache.answer(key, computer('again').compute)).hit;
    };
    expect(await during('unconcerned', [1], [2])).toBe(true);
    expect(await during('concerned', [1], [1])).toBe(false);
  });

  it('forgets everything when the data changes, also what was being computed meanwhile', async () => {
    const { cache } = cacheWith();
    await cache.answer('a', computer('1').compute);
    cache.changed();
    expect((await cache.answer('a', computer('2').compute)).answer.body.toString()).toBe('2');
    let finish: () => void = () => {};
    const slow = cache.answer('b', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { answer: answerOf('old'), shareable: true };
    });
    cache.changed();
    // Asked after the change: must not wait for (or get) the answer computed before it.
    const fresh = await cache.answer('b', computer('new').compute);
    finish();
    expect((await slow).answer.body.toString()).toBe('old');
    expect(fresh).toEqual({ answer: answerOf('new'), hit: false });
    expect((await cache.answer('b', computer('other').compute)).answer.body.toString()).toBe('new');
  });

  it('keeps and gives nothing while changes cannot be seen, or when it has no memory', async () => {
    const { cache } = cacheWith();
    await cache.answer('a', computer('1').compute);
    cache.watching(false);
    expect(cache.enabled).toBe(false);
    expect(await cache.answer('a', computer('2').compute)).toEqual({ answer: answerOf('2'), hit: false });
    expect(await cache.answer('a', computer('3').compute)).toEqual({ answer: answerOf('3'), hit: false });
    cache.watching(true);
    expect((await cache.answer('a', computer('4').compute)).hit).toBe(false);
    const off = new ResponseCache({ maxBytes: 0, maxAgeMilliseconds: 60_000 });
    off.watching(true);
    expect(off.enabled).toBe(false);
  });

  it('computes an answer once for requests that arrive while it is computed', async () => {
    const { cache } = cacheWith();
    const { calls, compute } = computer('shared');
    const answers = await Promise.all([
      cache.answer('a', compute),
      cache.answer('a', compute),
      cache.answer('a', compute),
    ]);
    expect(calls.count).toBe(1);
    expect(answers.map((answer) => answer.hit)).toEqual([false, true, true]);
    expect(new Set(answers.map((answer) => answer.answer.body.toString()))).toEqual(new Set(['shared']));
  });

  it('lets answers go after their maximum age', async () => {
    const { cache, clock } = cacheWith(1_000, 60_000);
    await cache.answer('a', computer('1').compute);
    clock.now = 60_000;
    expect((await cache.answer('a', computer('2').compute)).hit).toBe(true);
    clock.now = 60_001;
    expect(await cache.answer('a', computer('3').compute)).toEqual({ answer: answerOf('3'), hit: false });
  });

  it('lets the least recently used answers go when the memory is full', async () => {
    // Each entry weighs its key (1) and body (99): three fit into 300 bytes, a fourth does not.
    const { cache } = cacheWith(300);
    const body = (letter: string) => letter.repeat(99);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, computer(body(key)).compute);
    expect(cache.size).toEqual({ answers: 3, bytes: 300 });
    expect((await cache.answer('a', computer('x').compute)).hit).toBe(true);
    await cache.answer('d', computer(body('d')).compute);
    expect(cache.size).toEqual({ answers: 3, bytes: 300 });
    expect((await cache.answer('b', computer(body('b')).compute)).hit).toBe(false);
    expect((await cache.answer('a', computer('x').compute)).hit).toBe(true);
    // An answer larger than the whole memory is given but never kept.
    await cache.answer('big', computer('x'.repeat(400)).compute);
    expect((await cache.answer('big', computer('y').compute)).hit).toBe(false);
  });
});
