import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

interface StoreConfigData {
  storeConfig: Record<string, unknown>;
  availableStores: Record<string, unknown>[];
}

describe('storeConfig and availableStores', () => {
  it('answers the configuration a storefront starts from', async () => {
    const response = await graphql<StoreConfigData>(
      `{ storeConfig { store_code locale base_currency_code default_display_currency_code root_category_id
          root_category_uid grid_per_page catalog_default_sort_by } }`,
      { store: 'de' },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.storeConfig).toEqual({
      store_code: 'de',
      locale: 'de_DE',
      base_currency_code: 'EUR',
      default_display_currency_code: 'EUR',
      root_category_id: 3,
      root_category_uid: Buffer.from('3').toString('base64'),
      grid_per_page: 15,
      catalog_default_sort_by: 'name',
    });
  });

  it('lists every store view with its locale', async () => {
    const response = await graphql<StoreConfigData>(
      '{ availableStores { store_code locale is_default_store } }',
    );
    expect(response.body.data?.availableStores).toEqual([
      { store_code: 'de', locale: 'de_DE', is_default_store: true },
      { store_code: 'nl', locale: 'nl_NL', is_default_store: false },
      { store_code: 'en', locale: 'en_GB', is_default_store: false },
    ]);
  });
});
