import { describe, expect, it } from 'vitest';
import { type MenuNode, selectMenuItems } from './menu';

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
