import { describe, expect, it } from 'vitest';
import { groupIntoColumns, type MenuNode, selectMenuItems } from './menu';

function category(uid: string, position: number, includeInMenu: number, children?: MenuNode[]): MenuNode {
  return {
    uid,
    name: `Category ${uid}`,
    url_path: `cat-${uid}`,
    position,
    include_in_menu: includeInMenu,
    children,
  };
}

describe('main menu selection', () => {
  it('keeps only categories flagged include_in_menu, sorted by position', () => {
    const items = selectMenuItems([
      category('c', 3, 1),
      category('hidden', 1, 0),
      category('a', 1, 1),
      category('b', 2, 1),
    ]);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it("links each item to '/' plus url_path", () => {
    expect(selectMenuItems([category('a', 1, 1)])[0]).toMatchObject({ name: 'Category a', path: '/cat-a' });
  });

  it('applies the same rule to the children', () => {
    const [item] = selectMenuItems([
      category('top', 1, 1, [category('y', 2, 1), category('n', 0, 0), category('x', 1, 1)]),
    ]);
    expect(item?.children.map((child) => child.id)).toEqual(['x', 'y']);
  });

  it('keeps the api order for equal positions and skips null entries', () => {
    const items = selectMenuItems([category('first', 1, 1), null, category('second', 1, 1)]);
    expect(items.map((item) => item.id)).toEqual(['first', 'second']);
    expect(selectMenuItems(null)).toEqual([]);
  });
});

describe('dropdown columns', () => {
  const entries = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it.each([
    [0, 10, []],
    [3, 10, [3]],
    [10, 10, [10]],
    [11, 10, [10, 1]],
    [14, 10, [10, 4]],
    [14, 11, [11, 3]],
    [22, 11, [11, 11]],
    [23, 11, [11, 11, 1]],
  ])('%i entries in columns of %i give columns of %j', (count, size, lengths) => {
    const columns = groupIntoColumns(entries(count), size);
    expect(columns.map((column) => column.length)).toEqual(lengths);
    // Order is kept: reading the columns one after another gives the entries.
    expect(columns.flat()).toEqual(entries(count));
  });

  it('refuses a column size below 1', () => {
    expect(() => groupIntoColumns(entries(3), 0)).toThrow('menu column size must be a positive integer');
  });
});
