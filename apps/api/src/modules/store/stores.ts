import type { Queryable } from '../../db/database.js';
import { noSuchEntityError } from '../../errors.js';

export interface StoreView {
  code: string;
  name: string;
  language: string;
  locale: string;
  searchConfig: string;
  baseCurrencyCode: string;
  defaultDisplayCurrencyCode: string;
  rootCategoryId: number;
  isDefault: boolean;
  sortOrder: number;
  timezone: string;
  gridPerPage: number;
  defaultSortBy: string;
  baseUrl: string;
}

/** Store views change only with a deploy or a seed, so they are read once and kept. */
export class StoreRegistry {
  private constructor(private readonly stores: readonly StoreView[]) {}

  static async load(db: Queryable): Promise<StoreRegistry> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT code, name, language, locale, search_config::text AS search_config, base_currency_code,
              default_display_currency_code, root_category_id, is_default, sort_order, timezone,
              grid_per_page, default_sort_by, base_url
         FROM store ORDER BY sort_order, code`,
    );
    return new StoreRegistry(
      rows.map((row) => ({
        code: String(row.code),
        name: String(row.name),
        language: String(row.language),
        locale: String(row.locale),
        searchConfig: String(row.search_config),
        baseCurrencyCode: String(row.base_currency_code),
        defaultDisplayCurrencyCode: String(row.default_display_currency_code),
        rootCategoryId: Number(row.root_category_id),
        isDefault: Boolean(row.is_default),
        sortOrder: Number(row.sort_order),
        timezone: String(row.timezone),
        gridPerPage: Number(row.grid_per_page),
        defaultSortBy: String(row.default_sort_by),
        baseUrl: String(row.base_url),
      })),
    );
  }

  all(): readonly StoreView[] {
    return this.stores;
  }

  /**
   * The store view a request asked for with its `Store` header; no header means the default view.
   * An unknown code is an error that names it, so a misconfigured storefront is obvious at once.
   */
  select(code: string | undefined): StoreView {
    const wanted = code?.trim();
    const store = wanted
      ? this.stores.find((candidate) => candidate.code === wanted)
      : (this.stores.find((candidate) => candidate.isDefault) ?? this.stores[0]);
    if (!store) {
      const known = this.stores.map((candidate) => candidate.code).join(', ') || 'none';
      throw noSuchEntityError(
        wanted
          ? `Requested store "${wanted}" is not found; available stores: ${known}`
          : 'No store view is configured',
        { store: wanted ?? null },
      );
    }
    return store;
  }
}
