import type { Queryable } from '../../src/db/database.js';
import type { CatalogSeedResult, SeedLog } from '../types.js';
import { seedBlog } from './blog.js';
import { seedCarts, seedWishlists } from './carts.js';
import { seedCmsContent } from './content.js';
import { seedCountries } from './countries.js';
import { seedCoupons } from './coupons.js';
import { hashDemoCustomerPasswords, seedCustomers } from './customers.js';
import { seedFaq } from './faq.js';
import { seedForms } from './forms.js';
import { seedGlobalMessages } from './global-messages.js';
import { continueIdentitiesAfterSeed } from './identity.js';
import { categoriesByProductCount, seedLandingPages } from './landing-pages.js';
import { seedLookupData } from './lookups.js';
import { type MediaFile, writeMediaFiles } from './media.js';
import { seedOrders } from './orders.js';
import { seedPaymentMethods } from './payment.js';
import { seedProductViews } from './product-views.js';
import { seedShipping } from './shipping.js';
import { seedShopReviews } from './shop-reviews.js';
import { seedSliders } from './sliders.js';
import { seedPhysicalStores } from './stores.js';
import { seedNewsletter, seedStockAlerts } from './subscriptions.js';
import { seedTaxRates } from './tax.js';

export { DEMO_PASSWORD, hashDemoPassword, verifyDemoPassword } from './passwords.js';
export { DEMO_TRACKING_USER_IDS } from './product-views.js';

/** Every table of 0003 with an identity id: the seed writes explicit ids into most of them. */
const IDENTITY_TABLES = [
  'region',
  'tax_rate',
  'customer',
  'customer_address',
  'login_attempt',
  'physical_store',
  'physical_store_opening_exception',
  'shipping_method',
  'free_shipping_message',
  'payment_method_field',
  'coupon',
  'cart',
  'cart_item',
  'cart_address',
  'wishlist',
  'wishlist_item',
  'sales_order',
  'sales_order_address',
  'sales_order_item',
  'sales_order_tax',
  'sales_order_comment',
  'sales_order_shipment',
  'sales_order_shipment_track',
  'payment_transaction',
  'cms_page',
  'cms_block',
  'landing_page',
  'slider',
  'slide',
  'blog_author',
  'blog_category',
  'blog_post',
  'faq_category',
  'faq_item',
  'form',
  'form_fieldset',
  'form_field',
  'form_submission',
  'global_message',
  'shop_review',
  'newsletter_subscriber',
  'product_alert_subscription',
  'product_view',
  'email_outbox',
  'postcode_dataset',
] as const;

export interface ContentAndCommerceOptions {
  catalog: CatalogSeedResult;
  /** Generated content images (slides, blog, stores) are written below `<mediaDir>/content/`. */
  mediaDir: string;
  log: SeedLog;
}

/**
 * Content, customers and commerce of the demo shop (everything but the catalogue), after the
 * catalogue part: deterministic for the same catalogue, and cheap per product (only orders use them).
 */
export async function seedContentAndCommerce(
  db: Queryable,
  options: ContentAndCommerceOptions,
): Promise<void> {
  const started = performance.now();
  const { catalog, log } = options;
  // Hashing runs on the thread pool while the tables below are written.
  const passwordHashes = hashDemoCustomerPasswords();
  passwordHashes.catch(() => {});
  const media: MediaFile[] = [];

  await seedCountries(db);
  await seedTaxRates(db);
  media.push(...(await seedPhysicalStores(db)));
  await seedShipping(db);
  await seedPaymentMethods(db);
  await seedCoupons(db);
  await seedLookupData(db);

  media.push(...(await seedCmsContent(db)));
  const landingPages = await seedLandingPages(db, catalog);
  media.push(...(await seedSliders(db, landingPages, categoriesByProductCount(catalog)[0])));
  media.push(...(await seedBlog(db)));
  await seedFaq(db);
  await seedForms(db);
  await seedGlobalMessages(db);

  const customers = await seedCustomers(db, passwordHashes);
  const orders = await seedOrders(db, catalog, customers);
  await seedCarts(db, catalog, customers);
  await seedWishlists(db, catalog, customers);
  await seedNewsletter(db, customers);
  await seedStockAlerts(db, catalog.products, customers);
  await seedProductViews(db, catalog, customers);
  await seedShopReviews(db, customers);

  await continueIdentitiesAfterSeed(db, IDENTITY_TABLES);
  await writeMediaFiles(options.mediaDir, media);
  log(
    `content and commerce: ${customers.length} customers, ${orders.orders} orders (${orders.items} items), ` +
      `${landingPages.length} landing pages, ${media.length} images in ${Math.round(performance.now() - started)} ms`,
  );
}
