import type { Language } from '../../../config/languages';
import { CategoryPageDocument, CategoryUrlPathDocument } from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import type { Alternates } from '../../shared/routing/alternates';

export interface CategorySummary {
  id: string;
  name: string;
  /** '/' + url_path. */
  path: string;
  description: string | undefined;
  /** The entity's own meta fields (docs/BEHAVIOUR.md#data), when set. */
  meta: { title?: string; keywords?: string; description?: string };
  /** The trail above the category, sorted by level (docs/BEHAVIOUR.md#category-page). */
  breadcrumbs: Array<{ name: string; path: string }>;
  /** Anchor categories list their products; the others show their subcategories. */
  isAnchor: boolean;
  /** The direct subcategories, by position. */
  children: Array<{ id: string; name: string; path: string }>;
}

/** A category by its uid; undefined when the store view has no such category. */
export async function fetchCategory(call: GraphQLCaller, uid: string): Promise<CategorySummary | undefined> {
  const data = await call(CategoryPageDocument, { uid });
  const category = data.categoryList?.find((entry) => entry?.uid === uid);
  if (!category?.name || !category.url_path) return undefined;
  const breadcrumbs = (category.breadcrumbs ?? [])
    .filter((crumb) => crumb?.category_name && crumb.category_url_path)
    .sort((a, b) => (a?.category_level ?? 0) - (b?.category_level ?? 0))
    .map((crumb) => ({ name: crumb?.category_name ?? '', path: `/${crumb?.category_url_path}` }));
  return {
    id: category.uid,
    name: category.name,
    path: `/${category.url_path}`,
    description: category.description ?? undefined,
    meta: {
      title: category.meta_title || undefined,
      keywords: category.meta_keywords || undefined,
      description: category.meta_description || undefined,
    },
    breadcrumbs,
    isAnchor: category.is_anchor !== 0,
    children: (category.children ?? [])
      .filter((child) => child?.name && child.url_path)
      .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
      .map((child) => ({ id: child?.uid ?? '', name: child?.name ?? '', path: `/${child?.url_path}` })),
  };
}

/** The category's path in each language (store view), for the language switch and hreflang. */
export async function categoryAlternates(
  uid: string,
  languages: readonly Language[],
  callFor: (language: Language) => GraphQLCaller,
): Promise<Alternates> {
  const entries = await Promise.all(
    languages.map(async (language) => {
      const data = await callFor(language)(CategoryUrlPathDocument, { uid });
      const urlPath = data.categoryList?.find((entry) => entry?.uid === uid)?.url_path;
      return urlPath ? ([language, `/${urlPath}`] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}
