import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { parseQueryWhenRead } from './lazy-query.js';

describe('parseQueryWhenRead', () => {
  const texts = ['', 'to=anna%40example.com', 'transactionid=12&transactionid=13&x', 'a=1&b=%C3%BCber+alles'];

  it.each(texts)('reads as the parsed query of %j', (text) => {
    const query = parseQueryWhenRead(text);
    const parsed = parse(text);
    expect(Object.keys(query)).toEqual(Object.keys(parsed));
    for (const key of Object.keys(parsed)) {
      expect(query[key]).toEqual(parsed[key]);
      expect(key in query).toBe(true);
    }
    expect({ ...query }).toEqual({ ...parsed });
    expect(JSON.stringify(query)).toBe(JSON.stringify(parsed));
    expect('missing' in query).toBe(false);
    expect(query.missing).toBeUndefined();
  });

  it('keeps what is written to it (as schema coercion does)', () => {
    const query = parseQueryWhenRead('page=2');
    query.page = 2;
    query.added = 'yes';
    delete query.added;
    expect(query).toEqual({ page: 2 });
  });
});
