import type { GraphQLCaller } from '../../shared/graphql/client';
import { CategoryByUrlPathDocument } from '../../shared/graphql/generated/graphql';

export interface CategorySummary {
  id: string;
  name: string;
  urlPath: string;
}

/** '/kleding/jassen.html/' → 'kleding/jassen' (the category's url_path), or undefined for '/'. */
export function toCategoryUrlPath(path: string): string | undefined {
  const trimmed = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/, '')
    .trim();
  return trimmed ? trimmed : undefined;
}

export async function fetchCategoryByUrlPath(
  call: GraphQLCaller,
  urlPath: string,
): Promise<CategorySummary | undefined> {
  const data = await call(CategoryByUrlPathDocument, { urlPath });
  const category = data.categoryList?.find((entry) => entry?.url_path === urlPath);
  if (!category?.name) return undefined;
  return { id: category.uid, name: category.name, urlPath };
}
