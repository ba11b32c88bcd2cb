import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DE_ADDRESS, login, registerCustomer } from './checkout-support.js';
import { freshEmail, type GraphQLResponse, mutate, read } from './graphql.js';

// Operations written the way Magento storefronts (PWA Studio's Venia and its kin) write them, from
// Magento's GraphQL documentation: one set per area. Each must validate against our schema and
// run against the seeded api without errors.

const schemaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');
const schema = buildSchema(
  fs
    .readdirSync(schemaFolder)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => fs.readFileSync(path.join(schemaFolder, file), 'utf8'))
    .join('\n'),
);

const OPERATIONS = {
  storeConfig: `query GetStoreConfigData {
    storeConfig {
      store_code store_name store_group_name is_default_store_group website_name locale
      base_currency_code default_display_currency_code base_url base_media_url secure_base_media_url
      configurable_thumbnail_source grouped_product_image configurable_product_image
      magento_wishlist_general_is_enabled enable_multiple_wishlists maximum_number_of_wishlists
      contact_enabled newsletter_enabled allow_order allow_items copyright default_title logo_alt
      product_url_suffix category_url_suffix root_category_uid grid_per_page list_per_page
      minimum_password_length required_character_classes_number customer_access_token_lifetime
      is_guest_checkout_enabled is_one_page_checkout_enabled is_checkout_agreements_enabled
      cart_expires_in_days minicart_max_items display_product_prices_in_catalog display_shipping_prices
      product_reviews_enabled allow_guests_to_write_product_reviews send_friend { enabled_for_customers enabled_for_guests }
      category_fixed_product_tax_display_setting product_fixed_product_tax_display_setting
      sales_fixed_product_tax_display_setting default_country use_store_in_url
    }
    availableStores { store_code store_name locale default_display_currency_code }
  }`,
  storeSwitcher: `query GetStoreSwitcherData($url: String!) {
    storeConfig { store_code code store_name store_group_name }
    availableStores {
      category_url_suffix code default_display_currency_code id store_code locale product_url_suffix
      secure_base_media_url store_group_code store_group_name store_name store_sort_order
    }
    urlResolver(url: $url) { id entity_uid type relative_url redirectCode }
  }`,
  currency: `query GetCurrencyData {
    currency {
      base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol
      available_currency_codes exchange_rates { currency_to rate }
    }
  }`,
  recaptcha: `query GetReCaptchaV3Config {
    recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms theme }
    recaptchaFormConfig(formType: PLACE_ORDER) { is_enabled configurations { re_captcha_type website_key theme } }
  }`,
  navigation: `query GetNavigationMenu {
    categoryList { uid name children { uid name url_path product_count children_count cms_block { identifier content } } }
  }`,
  dynamicBlocks: `query GetDynamicBlocks($uids: [ID], $locations: [DynamicBlockLocationEnum]) {
    dynamicBlocks(input: { type: SPECIFIED, locations: $locations, dynamic_block_uids: $uids }, pageSize: 10) {
      items { uid content { html } } total_count page_info { current_page page_size total_pages }
    }
  }`,
  categoryListing: `query GetCategoryProducts($uid: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { position: ASC }) {
      total_count
      page_info { current_page page_size total_pages }
      items {
        __typename uid name sku url_key
        small_image { url label }
        price { regularPrice { amount { currency value } adjustments { amount { value } code description } } minimalPrice { amount { value } } maximalPrice { amount { value } } }
        price_range { maximum_price { final_price { currency value } regular_price { value } discount { amount_off percent_off } } }
        categories { uid name url_path }
        media_gallery_entries { uid file label position disabled types }
        url_rewrites { url parameters { name value } }
        quantity min_sale_qty max_sale_qty gift_message_available price_tiers { quantity final_price { value } }
        custom_attributesV2 { items { code ... on AttributeSelectedOptions { selected_options { label value } } } errors { type } }
      }
      aggregations { attribute_code label count options { label value count } }
      filters { name request_var filter_items_count filter_items { __typename label value_string items_count } }
      sort_fields { default options { label value } }
    }
  }`,
  productPage: `query GetProductDetailForProductPage($urlKey: String!, $chosen: [ID!]) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename uid sku name url_key
        categories { uid name url_path breadcrumbs { category_uid category_name category_url_path } }
        custom_attributesV2(filters: { is_visible_on_front: true }) {
          items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } }
          errors { type message }
        }
        price_range { minimum_price { final_price { value currency } } }
        product_links { link_type linked_product_sku linked_product_type position }
        related_products { sku }
        ... on ConfigurableProduct {
          configurable_options { uid attribute_code label values { uid label } }
          configurable_product_options_selection(configurableOptionValueUids: $chosen) {
            options_available_for_selection { attribute_code option_value_uids }
            configurable_options { uid attribute_code label values { uid label is_available is_use_default swatch { value } } }
            media_gallery { url label position disabled }
            variant { uid sku name price_range { minimum_price { final_price { value } } } }
          }
        }
      }
    }
  }`,
  createCart: 'mutation CreateCartAfterSignIn { cartId: createEmptyCart }',
  createGuestCart: 'mutation CreateGuestCart { createGuestCart { cart { id total_quantity } } }',
  addToCart: `mutation AddProductToCart($cartId: String!, $product: CartItemInput!) {
    addProductsToCart(cartId: $cartId, cartItems: [$product]) {
      cart { id total_quantity total_summary_quantity_including_config }
      user_errors { code message }
    }
  }`,
  cartPage: `query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id email total_quantity total_summary_quantity_including_config is_virtual
      gift_message { to from message } gift_receipt_included printed_card_included
      items {
        uid quantity product { uid sku name categories { uid } }
        prices { row_total { value } catalog_discount { amount_off percent_off } row_catalog_discount { amount_off } fixed_product_taxes { label } }
        ... on SimpleCartItem { customizable_options { label values { label value } } gift_message { message } }
        ... on ConfigurableCartItem { customizable_options { label } }
      }
      itemsV2(pageSize: 10, currentPage: 1, sort: { field: NAME, order: ASC }) {
        total_count page_info { current_page total_pages } items { uid quantity product { sku name } }
      }
      prices {
        grand_total { value currency } subtotal_excluding_tax { value } applied_taxes { label amount { value } }
        discounts { label amount { value } } discount { label amount { value } }
      }
    }
  }`,
  giftOptions: `mutation SetGiftOptionsOnCart($cartId: String!) {
    setGiftOptionsOnCart(input: { cart_id: $cartId, gift_receipt_included: false, printed_card_included: false }) {
      cart { id gift_message { message } gift_receipt_included printed_card_included }
    }
  }`,
  guestEmail: `mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id email } }
  }`,
  shippingAddress: `mutation SetShippingAddress($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart { id shipping_addresses {
        firstname street city postcode country { code } cart_items_v2 { uid quantity }
        available_shipping_methods { carrier_code method_code amount { value } base_amount { value } }
      } }
    }
  }`,
  // Venia's billing form: the second street line is a nullable variable in the street list.
  billingAddress: `mutation SetBillingAddress($cartId: String!, $firstname: String!, $lastname: String!,
      $street1: String!, $street2: String, $city: String!, $postcode: String!, $countryCode: String!, $phone: String!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: {
      firstname: $firstname, lastname: $lastname, street: [$street1, $street2], city: $city,
      postcode: $postcode, country_code: $countryCode, telephone: $phone, save_in_address_book: false } } }) {
      cart { id billing_address { firstname street city postcode country { code } } }
    }
  }`,
  shippingMethod: `mutation SetShippingMethod($cartId: String!, $method: ShippingMethodInput!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {
      cart { id shipping_addresses { selected_shipping_method { carrier_code method_code amount { value } } } available_payment_methods { code title } }
    }
  }`,
  checkoutAgreements: `query GetCheckoutAgreements {
    checkoutAgreements { agreement_id name content content_height checkbox_text is_html mode }
  }`,
  assignGuestCart: `mutation AssignGuestCartToCustomer($cartId: String!) {
    assignCustomerToGuestCart(cart_id: $cartId) { id total_quantity items { uid quantity product { sku } } }
  }`,
  addToWishlist: `mutation AddProductToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist { id items_count }
      user_errors { code message }
    }
  }`,
  signIn: `mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) { token }
  }`,
  customer: `query GetCustomerInformation {
    customer {
      firstname lastname email is_subscribed custom_attributes { code }
      addresses { id street city default_billing default_shipping custom_attributesV2 { code } }
      addressesV2(currentPage: 1, pageSize: 5) { total_count page_info { total_pages } items { id city } }
    }
    customerPaymentTokens { items { public_hash payment_method_code type details } }
  }`,
  contactUs: `mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {
    contactUs(input: { name: $name, email: $email, comment: $comment, telephone: $telephone }) { status }
  }`,
  wishlists: `query GetCustomerWishlists {
    customer { wishlists { id name visibility items_count items_v2 { items {
      id quantity product { uid sku } customizable_options { label }
      ... on ConfigurableWishlistItem { child_sku configurable_options { configurable_product_option_uid option_label value_label } }
    } } } }
    storeConfig { enable_multiple_wishlists maximum_number_of_wishlists }
  }`,
  createWishlist: `mutation CreateWishlist($name: String!, $visibility: WishlistVisibilityEnum!) {
    createWishlist(input: { name: $name, visibility: $visibility }) { wishlist { id name visibility } }
  }`,
  updateWishlist: `mutation UpdateWishlist($wishlistId: ID!, $name: String!, $visibility: WishlistVisibilityEnum!) {
    updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) { uid name visibility }
  }`,
  deleteWishlist: `mutation DeleteWishlist($wishlistId: ID!) {
    deleteWishlist(wishlistId: $wishlistId) { status wishlists { id name } }
  }`,
  orders: `query GetCustomerOrders {
    customer {
      orders(pageSize: 20) {
        total_count
        items {
          id number order_date status available_actions gift_message { to from message }
          total { grand_total { value currency } subtotal { value } total_tax { value } }
          items { id product_sku product_name quantity_ordered quantity_invoiced quantity_refunded gift_message { message } }
          invoices {
            id number
            total { subtotal { value } grand_total { value } base_grand_total { value } total_tax { value } total_shipping { value } discounts { amount { value } } taxes { title rate amount { value } } shipping_handling { total_amount { value } } }
            items { __typename id product_name product_sku product_sale_price { value } quantity_invoiced order_item { id product_sku } discounts { amount { value } } }
            comments { message }
          }
          credit_memos {
            id number
            total { subtotal { value } grand_total { value } total_tax { value } total_shipping { value } adjustment { value } discounts { amount { value } } }
            items { __typename id product_sku product_name quantity_refunded order_item { id } }
          }
        }
      }
    }
  }`,
} as const;

type OperationName = keyof typeof OPERATIONS;

function succeeded<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

const run = <T = Record<string, unknown>>(
  name: OperationName,
  variables: Record<string, unknown> = {},
  options: { token?: string; store?: 'de' | 'nl' | 'en' } = {},
) =>
  OPERATIONS[name].trimStart().startsWith('mutation')
    ? mutate<T>(OPERATIONS[name], variables, options)
    : read<T>(OPERATIONS[name], variables, options);

describe('Magento storefront operations', () => {
  it('validate against our schema', () => {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      expect(
        validate(schema, parse(operation)).map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });

  it('store configuration, currency, reCAPTCHA and dynamic blocks', async () => {
    const { storeConfig, availableStores } = succeeded(
      await run<{ storeConfig: Record<string, unknown>; availableStores: unknown[] }>(
        'storeConfig',
        {},
        { store: 'nl' },
      ),
    );
    expect(storeConfig).toMatchObject({
      store_code: 'nl',
      contact_enabled: true,
      newsletter_enabled: true,
      magento_wishlist_general_is_enabled: '1',
      configurable_thumbnail_source: 'itself',
      allow_order: '0',
      minimum_password_length: '8',
      default_country: 'NL',
    });
    expect(availableStores.length).toBe(3);
    const product = succeeded(
      await read<{ products: { items: { id: number; url_key: string }[] } }>(
        '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 1) { items { id url_key } } }',
      ),
    ).products.items[0];
    const switcher = succeeded(
      await run<{ urlResolver: { id: number; type: string; relative_url: string } }>('storeSwitcher', {
        url: `/${product?.url_key}.html`,
      }),
    );
    expect(switcher.urlResolver).toMatchObject({
      id: product?.id,
      type: 'PRODUCT',
      relative_url: `${product?.url_key}.html`,
    });
    const { currency } = succeeded(
      await run<{
        currency: { base_currency_code: string; exchange_rates: { currency_to: string; rate: number }[] };
      }>('currency'),
    );
    expect(currency.base_currency_code).toBe('EUR');
    expect(currency.exchange_rates).toEqual([{ currency_to: 'EUR', rate: 1 }]);
    const { recaptchaV3Config } = succeeded(
      await run<{ recaptchaV3Config: { is_enabled: boolean } }>('recaptcha'),
    );
    expect(recaptchaV3Config.is_enabled).toBe(false);
    const { dynamicBlocks } = succeeded(
      await run<{ dynamicBlocks: { items: unknown[]; total_count: number } }>('dynamicBlocks', {
        uids: ['MQ=='],
        locations: ['CONTENT'],
      }),
    );
    expect(dynamicBlocks).toMatchObject({ items: [], total_count: 0 });
  });

  it('catalog: a category listing with categories, deprecated prices and filters, and a product page', async () => {
    const category = succeeded(
      await run<{ categoryList: { children: { uid: string; product_count: number }[] }[] }>('navigation'),
    ).categoryList[0]?.children.find((child) => child.product_count > 0);
    if (!category) throw new Error('no category with products');
    const { products } = succeeded(
      await run<{
        products: {
          items: {
            categories: { uid: string }[];
            price: { minimalPrice: { amount: { value: number } } };
            custom_attributesV2: { items: { code: string }[]; errors: unknown[] };
          }[];
          aggregations: { attribute_code: string; options: unknown[] }[];
          filters: { request_var: string; filter_items_count: number }[];
        };
      }>('categoryListing', { uid: category.uid, pageSize: 12, currentPage: 1 }),
    );
    expect(products.items.length).toBeGreaterThan(0);
    for (const item of products.items) {
      expect(item.categories.length).toBeGreaterThan(0);
      expect(item.price.minimalPrice.amount.value).toBeGreaterThan(0);
    }
    expect(products.items.some((item) => item.custom_attributesV2.items.length > 0)).toBe(true);
    expect(products.filters.map((filter) => filter.request_var)).toEqual(
      products.aggregations.map((aggregation) => aggregation.attribute_code),
    );

    const configurable = succeeded(
      await read<{ products: { items: { url_key: string }[] } }>(
        '{ products(filter: { type_id: { eq: "configurable" } }, pageSize: 1) { items { url_key } } }',
      ),
    ).products.items[0];
    if (!configurable) throw new Error('no configurable product');
    type Page = {
      products: {
        items: {
          product_links: { link_type: string; linked_product_sku: string }[];
          related_products: { sku: string }[];
          configurable_options: { attribute_code: string; values: { uid: string }[] }[];
          configurable_product_options_selection: {
            options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[];
            variant: { sku: string } | null;
          };
        }[];
      };
    };
    const page = succeeded(await run<Page>('productPage', { urlKey: configurable.url_key })).products
      .items[0];
    expect(
      page?.product_links
        .filter((link) => link.link_type === 'related')
        .map((link) => link.linked_product_sku),
    ).toEqual(page?.related_products.map((product) => product.sku));
    const selection = page?.configurable_product_options_selection;
    expect(selection?.variant).toBeNull();
    // Choose the first available value of each option in turn: once every option is chosen, the
    // selection names one variant.
    const chosen: string[] = [];
    for (const option of page?.configurable_options ?? []) {
      const now = succeeded(await run<Page>('productPage', { urlKey: configurable.url_key, chosen })).products
        .items[0]?.configurable_product_options_selection;
      const available = now?.options_available_for_selection.find(
        (entry) => entry.attribute_code === option.attribute_code,
      );
      const first = available?.option_value_uids[0];
      if (!first) throw new Error(`no value of ${option.attribute_code} available`);
      chosen.push(first);
    }
    const final = succeeded(await run<Page>('productPage', { urlKey: configurable.url_key, chosen })).products
      .items[0]?.configurable_product_options_selection;
    expect(final?.variant?.sku).toBeTruthy();
  });

  it('cart and checkout as a guest, up to the payment step', async () => {
    const { cartId } = succeeded(await run<{ cartId: string }>('createCart'));
    const sku = succeeded(
      await read<{ products: { items: { sku: string }[] } }>(
        '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 5, sort: { num_sales: DESC }) { items { sku } } }',
      ),
    ).products.items[0]?.sku;
    const added = succeeded(
      await run<{
        addProductsToCart: {
          cart: { total_summary_quantity_including_config: number };
          user_errors: unknown[];
        };
      }>('addToCart', { cartId, product: { sku, quantity: 2 } }),
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
    expect(added.addProductsToCart.cart.total_summary_quantity_including_config).toBe(2);
    const { cart } = succeeded(
      await run<{
        cart: { gift_message: unknown; total_quantity: number; itemsV2: { total_count: number } };
      }>('cartPage', { cartId }),
    );
    expect(cart).toMatchObject({ gift_message: null, total_quantity: 2, itemsV2: { total_count: 1 } });
    const guestCart = succeeded(await run<{ createGuestCart: { cart: { id: string } } }>('createGuestCart'));
    expect(guestCart.createGuestCart.cart.id).toMatch(/^[0-9a-f]{32}$/);
    expect(succeeded(await run('checkoutAgreements'))).toEqual({ checkoutAgreements: [] });
    succeeded(await run('giftOptions', { cartId }));

    succeeded(await run('guestEmail', { cartId, email: freshEmail('magento-ops') }));
    succeeded(await run('shippingAddress', { cartId, address: DE_ADDRESS }));
    const billing = succeeded(
      await run<{ setBillingAddressOnCart: { cart: { billing_address: { street: string[] } } } }>(
        'billingAddress',
        {
          cartId,
          firstname: DE_ADDRESS.firstname,
          lastname: DE_ADDRESS.lastname,
          street1: DE_ADDRESS.street[0],
          street2: null,
          city: DE_ADDRESS.city,
          postcode: DE_ADDRESS.postcode,
          countryCode: DE_ADDRESS.country_code,
          phone: DE_ADDRESS.telephone,
        },
      ),
    );
    expect(billing.setBillingAddressOnCart.cart.billing_address.street).toEqual(DE_ADDRESS.street);
    const shipped = succeeded(
      await run<{ setShippingMethodsOnCart: { cart: { available_payment_methods: unknown[] } } }>(
        'shippingMethod',
        {
          cartId,
          method: { carrier_code: 'dhl', method_code: 'standard' },
        },
      ),
    );
    expect(shipped.setShippingMethodsOnCart.cart.available_payment_methods.length).toBeGreaterThan(0);
  });

  it('customer: sign in, account, stored payment methods (none) and the contact form', async () => {
    const { generateCustomerToken } = succeeded(
      await run<{ generateCustomerToken: { token: string } }>('signIn', {
        email: 'anna.mueller@example.com',
        password: 'Demo-Pass1!',
      }),
    );
    const token = generateCustomerToken.token;
    const { cartId } = succeeded(await run<{ cartId: string }>('createCart'));
    const sku = succeeded(
      await read<{ products: { items: { sku: string }[] } }>(
        '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 1, sort: { num_sales: DESC }) { items { sku } } }',
      ),
    ).products.items[0]?.sku;
    succeeded(await run('addToCart', { cartId, product: { sku, quantity: 1 } }));
    const assigned = succeeded(
      await run<{ assignCustomerToGuestCart: { items: { product: { sku: string } }[] } }>(
        'assignGuestCart',
        { cartId },
        // A new customer's cart: Anna's stays as the other tests expect it.
        { token: await registerCustomer(freshEmail('assign-cart'), 'Demo-Pass1!') },
      ),
    ).assignCustomerToGuestCart;
    expect(assigned.items.map((line) => line.product.sku)).toContain(sku);
    const account = succeeded(
      await run<{ customer: { email: string }; customerPaymentTokens: { items: unknown[] } }>(
        'customer',
        {},
        { token },
      ),
    );
    expect(account.customer.email).toBe('anna.mueller@example.com');
    expect(account.customerPaymentTokens.items).toEqual([]);
    const sent = succeeded(
      await run<{ contactUs: { status: boolean } }>('contactUs', {
        name: 'Anna Müller',
        email: 'anna.mueller@example.com',
        comment: 'Wann kommt die nächste Lieferung der Wanderschuhe?',
        telephone: null,
      }),
    );
    expect(sent.contactUs.status).toBe(true);
  });

  it('wishlist: named wishlists where the store view enables them', async () => {
    const token = await registerCustomer(freshEmail('wishlists'), 'Demo-Pass1!');
    type Lists = { customer: { wishlists: { id: string; name: string; visibility: string }[] } };
    const before = succeeded(
      await run<Lists & { storeConfig: Record<string, string> }>('wishlists', {}, { token }),
    );
    expect(before.storeConfig).toEqual({ enable_multiple_wishlists: '1', maximum_number_of_wishlists: '10' });
    expect(before.customer.wishlists).toEqual([
      expect.objectContaining({ name: 'Wunschliste', visibility: 'PRIVATE' }),
    ]);
    const configurable = succeeded(
      await read<{ products: { items: { sku: string; variants: { product: { sku: string } }[] }[] } }>(
        '{ products(filter: { type_id: { eq: "configurable" } }, pageSize: 1) { items { sku ... on ConfigurableProduct { variants { product { sku } } } } } }',
      ),
    ).products.items[0];
    const variantSku = configurable?.variants[0]?.product.sku;
    const added = succeeded(
      await run<{ addProductsToWishlist: { user_errors: unknown[] } }>(
        'addToWishlist',
        {
          wishlistId: before.customer.wishlists[0]?.id,
          items: [{ sku: variantSku, parent_sku: configurable?.sku, quantity: 1 }],
        },
        { token },
      ),
    );
    expect(added.addProductsToWishlist.user_errors).toEqual([]);
    type Items = { customer: { wishlists: { items_v2: { items: Record<string, unknown>[] } }[] } };
    const [item] =
      succeeded(await run<Items>('wishlists', {}, { token })).customer.wishlists[0]?.items_v2.items ?? [];
    expect(item).toMatchObject({ child_sku: variantSku, customizable_options: [] });
    expect(item?.configurable_options).toEqual(
      expect.arrayContaining([expect.objectContaining({ option_label: expect.any(String) })]),
    );
    const created = succeeded(
      await run<{ createWishlist: { wishlist: { id: string; name: string; visibility: string } } }>(
        'createWishlist',
        { name: ' Geschenke ', visibility: 'PUBLIC' },
        { token },
      ),
    ).createWishlist.wishlist;
    expect(created).toMatchObject({ name: 'Geschenke', visibility: 'PUBLIC' });
    const updated = succeeded(
      await run<{ updateWishlist: { uid: string; name: string; visibility: string } }>(
        'updateWishlist',
        { wishlistId: created.id, name: 'Geburtstag', visibility: 'PRIVATE' },
        { token },
      ),
    ).updateWishlist;
    expect(updated).toEqual({ uid: created.id, name: 'Geburtstag', visibility: 'PRIVATE' });
    const listed = succeeded(await run<Lists>('wishlists', {}, { token })).customer.wishlists;
    expect(listed.map((wishlist) => wishlist.name)).toEqual(['Wunschliste', 'Geburtstag']);

    // The default wishlist stays; another customer's is not theirs to delete.
    const keepDefault = await run(
      'deleteWishlist',
      { wishlistId: before.customer.wishlists[0]?.id },
      { token },
    );
    expect(keepDefault.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const stranger = await registerCustomer(freshEmail('wishlists'), 'Demo-Pass1!');
    const foreign = await run('deleteWishlist', { wishlistId: created.id }, { token: stranger });
    expect(foreign.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const deleted = succeeded(
      await run<{ deleteWishlist: { status: boolean; wishlists: { name: string }[] } }>(
        'deleteWishlist',
        { wishlistId: created.id },
        { token },
      ),
    ).deleteWishlist;
    expect(deleted).toEqual({ status: true, wishlists: [expect.objectContaining({ name: 'Wunschliste' })] });

    // A store view that keeps one wishlist per customer refuses another, in its language.
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      await admin.query("UPDATE store SET multiple_wishlists_enabled = false WHERE code = 'nl'");
      const refused = await run(
        'createWishlist',
        { name: 'Cadeaus', visibility: 'PRIVATE' },
        { token, store: 'nl' },
      );
      expect(refused.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
      expect(refused.body.errors?.[0]?.message).toBe('In deze winkel heeft elke klant één wensenlijst.');
    } finally {
      await admin.query("UPDATE store SET multiple_wishlists_enabled = true WHERE code = 'nl'");
      await admin.end();
    }
  });

  it('orders: a paid order shows its invoice, a refunded one its credit memo', async () => {
    const token = await login('anna.mueller@example.com', 'Demo-Pass1!');
    type Orders = {
      customer: {
        orders: {
          items: {
            number: string;
            total: { grand_total: { value: number } };
            items: { quantity_invoiced: number; quantity_refunded: number }[];
            credit_memos: { number: string; total: { grand_total: { value: number } }; items: unknown[] }[];
            invoices: {
              number: string;
              total: { grand_total: { value: number } };
              items: { quantity_invoiced: number; order_item: { product_sku: string } }[];
            }[];
          }[];
        };
      };
    };
    const orders = succeeded(await run<Orders>('orders', {}, { token })).customer.orders.items;
    const invoiced = orders.filter((order) => order.items.some((item) => item.quantity_invoiced > 0));
    expect(invoiced.length).toBeGreaterThan(0);
    // A refunded order (the demo shop has some) shows what was paid back.
    const refunded = orders.filter((order) => order.items.some((item) => item.quantity_refunded > 0));
    expect(refunded.length).toBeGreaterThan(0);
    for (const order of refunded) {
      expect(order.credit_memos).toHaveLength(1);
      expect(order.credit_memos[0]?.number).toBe(order.number);
      expect(order.credit_memos[0]?.items.length).toBeGreaterThan(0);
    }
    for (const order of orders) {
      const invoice = order.invoices[0];
      if (!order.items.some((item) => item.quantity_invoiced > 0)) {
        expect(order.invoices).toEqual([]);
        continue;
      }
      expect(invoice?.number).toBe(order.number);
      expect(invoice?.total.grand_total.value).toBe(order.total.grand_total.value);
      expect(invoice?.items.every((item) => item.quantity_invoiced > 0 && item.order_item.product_sku)).toBe(
        true,
      );
    }
  });

  it("answers Magento's errors where the shop has no such feature or the input is bad", async () => {
    const token = await login('anna.mueller@example.com', 'Demo-Pass1!');
    const category = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.category;
    const noToken = await mutate(
      'mutation { deletePaymentToken(public_hash: "abc") { result } }',
      {},
      { token },
    );
    expect(category(noToken)).toBe('graphql-no-such-entity');
    const { cartId } = succeeded(await run<{ cartId: string }>('createCart'));
    const gift = await mutate(
      `mutation($cartId: String!) { setGiftOptionsOnCart(input: { cart_id: $cartId, gift_receipt_included: true,
         printed_card_included: false, gift_message: { to: "Eva", from: "Jan", message: "Alles Gute" } }) { cart { id } } }`,
      { cartId },
      { store: 'en' },
    );
    expect(category(gift)).toBe('graphql-input');
    const weight = await read(
      'query($cartId: String!) { cart(cart_id: $cartId) { itemsV2(sort: { field: WEIGHT, order: ASC }) { total_count } } }',
      { cartId },
    );
    expect(category(weight)).toBe('graphql-input');
    expect(category(await run('createGuestCart', {}, { token }))).toBe('graphql-input');
    expect(gift.body.errors?.[0]?.message).toContain('no gift options');
    const contact = await run('contactUs', {
      name: 'Anna',
      email: 'not-an-address',
      comment: 'Eine Frage zur Lieferung bitte.',
    });
    expect(category(contact)).toBe('graphql-input');
    const selection = await read(
      `{ products(filter: { type_id: { eq: "configurable" } }, pageSize: 1) { items {
           ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ["bm9uZQ=="]) { variant { sku } } } } } }`,
    );
    expect(category(selection)).toBe('graphql-input');
  });
});
