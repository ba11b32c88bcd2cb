import { MainMenuDocument, type MenuCategoryFragment } from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';

export interface MenuItem {
  id: string;
  name: string;
  /** Path without language prefix: '/' + url_path. */
  path: string;
  children: MenuItem[];
}

export type MenuNode = MenuCategoryFragment & { children?: ReadonlyArray<MenuNode | null> | null };

/**
 * Menu entries from a category's children (docs/BEHAVIOUR.md#main-menu): only categories flagged
 * include_in_menu, sorted by position, the same rule one level down.
 */
export function selectMenuItems(nodes: ReadonlyArray<MenuNode | null> | null | undefined): MenuItem[] {
  return (nodes ?? [])
    .filter((node): node is MenuNode => node?.include_in_menu === 1 && Boolean(node.name && node.url_path))
    .map((node, order) => ({ node, order }))
    .sort((a, b) => (a.node.position ?? 0) - (b.node.position ?? 0) || a.order - b.order)
    .map(({ node }) => ({
      id: node.uid,
      name: node.name ?? '',
      path: `/${node.url_path}`,
      children: selectMenuItems(node.children),
    }));
}

/**
 * Splits a dropdown's entries into columns of `columnSize` entries (docs/BEHAVIOUR.md#main-menu: up to
 * 10 per column, 11 in one deployment), in order: column 1 holds the first `columnSize`.
 */
export function groupIntoColumns<T>(items: readonly T[], columnSize: number): T[][] {
  if (!Number.isInteger(columnSize) || columnSize < 1) {
    throw new Error(`menu column size must be a positive integer (got ${columnSize})`);
  }
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += columnSize) {
    columns.push(items.slice(start, start + columnSize));
  }
  return columns;
}

export async function fetchMainMenu(call: GraphQLCaller, rootCategoryId: number): Promise<MenuItem[]> {
  const data = await call(MainMenuDocument, { rootCategoryId: String(rootCategoryId) });
  return selectMenuItems(data.categoryList?.[0]?.children);
}
