import { PASSWORD_MIN_LENGTH } from '@shop/validation';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import { loadForm } from '../content/forms.js';
import { wishlistSettings } from '../wishlist/wishlists.js';
import type { StoreView } from './stores.js';

/** Character classes a password needs (lower, upper, digit, special: packages/validation password.ts). */
const PASSWORD_CHARACTER_CLASSES = 4;
/** Each store view's country (the en view serves the Dutch shop in English). */
const DEFAULT_COUNTRY: Record<string, string> = { de: 'DE', nl: 'NL', en: 'NL' };

/** Identifiers of the CMS pages the store config names as home page and not-found page. */
export const CMS_HOME_PAGE = 'home';
export const CMS_NO_ROUTE_PAGE = 'no-route';

function currencySymbol(code: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: code,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

const storeConfigFields = {
  store_code: (store: StoreView) => store.code,
  store_name: (store: StoreView) => store.name,
  store_sort_order: (store: StoreView) => store.sortOrder,
  is_default_store: (store: StoreView) => store.isDefault,
  store_group_code: () => 'main',
  website_code: () => 'base',
  locale: (store: StoreView) => store.locale,
  base_currency_code: (store: StoreView) => store.baseCurrencyCode,
  default_display_currency_code: (store: StoreView) => store.defaultDisplayCurrencyCode,
  timezone: (store: StoreView) => store.timezone,
  base_url: (store: StoreView) => store.baseUrl,
  product_url_suffix: () => '.html',
  category_url_suffix: () => '',
  root_category_id: (store: StoreView) => store.rootCategoryId,
  root_category_uid: (store: StoreView) => encodeUid(store.rootCategoryId),
  grid_per_page: (store: StoreView) => store.gridPerPage,
  catalog_default_sort_by: (store: StoreView) => store.defaultSortBy,
  id: (store: StoreView) => store.sortOrder,
  code: (store: StoreView) => store.code,
  store_group_name: () => 'Main',
  is_default_store_group: () => true,
  website_id: () => 1,
  website_name: () => 'Main Website',
  weight_unit: () => 'kgs',
  base_link_url: (store: StoreView) => store.baseUrl,
  base_static_url: (store: StoreView) => store.baseUrl,
  secure_base_url: (store: StoreView) => store.baseUrl,
  secure_base_link_url: (store: StoreView) => store.baseUrl,
  secure_base_static_url: (store: StoreView) => store.baseUrl,
  // Store views are told apart by the `Store` header, not by a url prefix.
  use_store_in_url: () => false,
  default_country: (store: StoreView) =>
    DEFAULT_COUNTRY[store.code] ?? DEFAULT_COUNTRY[store.language] ?? null,
  countries_with_required_region: () => '',
  optional_zip_countries: () => '',
  display_state_if_optional: () => false,
  front: () => 'cms',
  cms_home_page: () => CMS_HOME_PAGE,
  no_route: () => 'cms/noroute/index',
  cms_no_route: () => CMS_NO_ROUTE_PAGE,
  cms_no_cookies: () => 'enable-cookies',
  show_cms_breadcrumbs: () => 1,
  title_separator: () => '-',
  list_mode: () => 'grid',
  grid_per_page_values: (store: StoreView) => String(store.gridPerPage),
  list_per_page_values: (store: StoreView) => String(store.gridPerPage),
  list_per_page: (store: StoreView) => store.gridPerPage,
  is_guest_checkout_enabled: () => true,
  is_one_page_checkout_enabled: () => true,
  max_items_in_order_summary: () => 10,
  cart_summary_display_quantity: () => 1,
  minicart_display: () => true,
  minicart_max_items: () => 10,
  cart_expires_in_days: () => 30,
  grouped_product_image: () => 'ITSELF' as const,
  configurable_product_image: () => 'ITSELF' as const,
  // A configurable product's line shows the chosen variant's image.
  configurable_thumbnail_source: () => 'itself',
  is_checkout_agreements_enabled: () => false,
  allow_order: () => '0',
  allow_items: () => '0',
  required_character_classes_number: () => String(PASSWORD_CHARACTER_CLASSES),
  minimum_password_length: () => String(PASSWORD_MIN_LENGTH),
  autocomplete_on_storefront: () => true,
  create_account_confirmation: () => false,
  newsletter_enabled: () => true,
  product_reviews_enabled: () => '1',
  allow_guests_to_write_product_reviews: () => '1',
  head_shortcut_icon: () => null,
  default_title: (store: StoreView) => store.name,
  title_prefix: () => null,
  title_suffix: () => null,
  default_description: () => null,
  default_keywords: () => null,
  head_includes: () => null,
  demonotice: () => 0,
  header_logo_src: () => null,
  logo_width: () => null,
  logo_height: () => null,
  welcome: () => null,
  logo_alt: (store: StoreView) => store.name,
  absolute_footer: () => null,
  copyright: (store: StoreView) => `© ${new Date().getFullYear()} ${store.name}`,
  // Product recommendations by e-mail ("email to a friend") are not offered.
  send_friend: () => ({ enabled_for_customers: false, enabled_for_guests: false }),
  // Prices include VAT (tax display setting 2 = including tax), with and without details alike.
  display_product_prices_in_catalog: () => 2,
  display_shipping_prices: () => 2,
  shopping_cart_display_price: () => 2,
  shopping_cart_display_shipping: () => 2,
  shopping_cart_display_subtotal: () => 2,
  shopping_cart_display_grand_total: () => true,
  shopping_cart_display_full_summary: () => true,
  shopping_cart_display_zero_tax: () => false,
  shopping_cart_display_tax_gift_wrapping: () => 'DISPLAY_INCLUDING_TAX' as const,
  // Order documents show amounts including tax (2), like the cart.
  orders_invoices_credit_memos_display_price: () => 2,
  orders_invoices_credit_memos_display_subtotal: () => 2,
  orders_invoices_credit_memos_display_shipping_amount: () => 2,
  orders_invoices_credit_memos_display_grandtotal: () => true,
  orders_invoices_credit_memos_display_full_summary: () => true,
  orders_invoices_credit_memos_display_zero_tax: () => false,
  fixed_product_taxes_enable: () => false,
  fixed_product_taxes_display_prices_in_product_lists: () => 0,
  fixed_product_taxes_display_prices_on_product_view_page: () => 0,
  fixed_product_taxes_display_prices_in_sales_modules: () => 0,
  fixed_product_taxes_display_prices_in_emails: () => 0,
  fixed_product_taxes_apply_tax_to_fpt: () => false,
  fixed_product_taxes_include_fpt_in_subtotal: () => false,
  order_cancellation_enabled: () => false,
  order_cancellation_reasons: () => [],
  product_fixed_product_tax_display_setting: () => 'FPT_DISABLED' as const,
  category_fixed_product_tax_display_setting: () => 'FPT_DISABLED' as const,
  sales_fixed_product_tax_display_setting: () => 'FPT_DISABLED' as const,
  magento_wishlist_general_is_enabled: () => '1',
};

export const storeResolvers = (stores: () => readonly StoreView[]): Resolvers => ({
  Query: {
    storeConfig: (_parent, _args, context) => context.store,
    // All our store views share one group, so `useCurrentGroup` does not narrow the list.
    availableStores: () => [...stores()],
    currency: (_parent, _args, context) => {
      const { baseCurrencyCode, defaultDisplayCurrencyCode, locale } = context.store;
      // Every store view prices in its base currency: the only rate is 1 to itself.
      const codes = [...new Set(stores().map((store) => store.defaultDisplayCurrencyCode))];
      return {
        base_currency_code: baseCurrencyCode,
        base_currency_symbol: currencySymbol(baseCurrencyCode, locale),
        default_display_currecy_code: defaultDisplayCurrencyCode,
        default_display_currency_code: defaultDisplayCurrencyCode,
        default_display_currecy_symbol: currencySymbol(defaultDisplayCurrencyCode, locale),
        default_display_currency_symbol: currencySymbol(defaultDisplayCurrencyCode, locale),
        available_currency_codes: codes,
        exchange_rates: codes
          .filter((code) => code === baseCurrencyCode)
          .map((code) => ({ currency_to: code, rate: 1 })),
      };
    },
    recaptchaFormConfig: () => ({ is_enabled: false, configurations: null }),
    // The shop uses no reCAPTCHA: Magento's answer for a store where it is off.
    recaptchaV3Config: () => ({
      is_enabled: false,
      website_key: '',
      minimum_score: 0,
      badge_position: '',
      language_code: null,
      failure_message: '',
      forms: [],
      theme: '',
    }),
  },
  StoreConfig: {
    ...storeConfigFields,
    base_media_url: (_store, _args, context) => context.config.mediaBaseUrl,
    secure_base_media_url: (_store, _args, context) => context.config.mediaBaseUrl,
    customer_access_token_lifetime: (_store, _args, context) => context.config.customerTokenLifetimeHours,
    enable_multiple_wishlists: async (store, _args, context) =>
      (await wishlistSettings(context.db, store.code)).multipleEnabled ? '1' : '0',
    maximum_number_of_wishlists: async (store, _args, context) => {
      const settings = await wishlistSettings(context.db, store.code);
      return String(settings.multipleEnabled ? settings.maximum : 1);
    },
    contact_enabled: async (store, _args, context) =>
      (await loadForm(context.db, store.code, 'contact')) !== null,
  },
});
