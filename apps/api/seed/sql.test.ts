// The seed's binary COPY writes what the same values would be as parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { copyBinaryRows } from './sql.js';

describe('copyBinaryRows', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.exec(
      'CREATE TABLE copied (id integer PRIMARY KEY, label text, flag boolean, words tsvector, note text)',
    );
  });

  afterAll(() => test?.drop());

  it('writes integers, texts, booleans, values in their binary form and NULLs', async () => {
    const [vector] = await test.db.query<{ bytes: Buffer }>(
      `SELECT tsvectorsend(to_tsvector('german', 'Größere Zündkerzen für Ölfilter')) AS bytes`,
    );
    await copyBinaryRows(
      test.db,
      'copied',
      [
        ['id', 'integer'],
        ['label', 'text'],
        ['flag', 'boolean'],
        ['words', 'binary'],
        ['note', 'text'],
      ],
      [
        [1, 'Größe\tXL\nback\\slash 😀', true, vector?.bytes, null],
        [-2_147_483_648, '', false, null, 'ß'],
      ],
    );
    const rows = await test.db.query(
      `SELECT id, label, flag, words::text AS words, note,
              words = to_tsvector('german', 'Größere Zündkerzen für Ölfilter') AS same_words
         FROM copied ORDER BY id DESC`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        label: 'Größe\tXL\nback\\slash 😀',
        flag: true,
        words: expect.any(String),
        note: null,
        same_words: true,
      },
      { id: -2_147_483_648, label: '', flag: false, words: null, note: 'ß', same_words: null },
    ]);
  });

  it('refuses a value of another type than its column', async () => {
    await expect(copyBinaryRows(test.db, 'copied', [['id', 'integer']], [['3']])).rejects.toThrow(
      /cannot write string 3 as integer/,
    );
  });
});
