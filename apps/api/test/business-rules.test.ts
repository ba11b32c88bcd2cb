import { beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../src/modules/cart/messages.js';
import { checkoutMessages } from '../src/modules/checkout/messages.js';
import {
  firstError,
  freshEmail,
  mutate,
  ok,
  readyCart,
  registerCustomer,
  SET_PAYMENT_METHOD,
  type StockedProduct,
  simpleProductsInStock,
} from './checkout-support.js';

// Business rules a shopper (or an attacker) could bend over the public endpoint, against the
// running test api: coupons once per customer, unpaid orders, newsletter consent, reviews.

const PASSWORD = 'Secret-Pass1!';

let products: StockedProduct[] = [];
function takeProduct(minimumStock = 3): StockedProduct {
  const picked = products.find((product) => product.stock >= minimumStock);
  if (!picked) throw new Error('no product in stock');
  products = products.filter((product) => product !== picked);
  return picked;
}

beforeAll(async () => {
  products = await simpleProductsInStock();
});

const APPLY_COUPON = `mutation($cartId: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { applied_coupons { code } } } }`;

async function placeWith(cartId: string, code: string, options: { token?: string } = {}) {
  return ok(
    await mutate<{ setPaymentMethod: { order: { number: string } } }>(
      SET_PAYMENT_METHOD,
      { input: { cart_id: cartId, code } },
      options,
    ),
  ).setPaymentMethod.order;
}

describe('coupons once per customer', () => {
  it('count guest orders placed with the same e-mail address, before and after an account', async () => {
    const email = freshEmail('welcome');
    const token = await registerCustomer(email, PASSWORD);
    const own = await readyCart({ token, items: [{ sku: takeProduct().sku, quantity: 1 }] });
    ok(await mutate(APPLY_COUPON, { cartId: own, code: 'WELKOM10' }, { token }));
    await placeWith(own, 'checkmo', { token });

    // As a guest with the account's address: refused, with the text of a used-up code.
    const guest = await readyCart({
      email: email.toUpperCase(),
      items: [{ sku: takeProduct().sku, quantity: 1 }],
    });
    const refused = firstError(await mutate(APPLY_COUPON, { cartId: guest, code: 'WELKOM10' }));
    expect(refused.message).toBe(cartMessages.de['cart.coupon_used_up'].replace('{code}', 'WELKOM10'));

    // A guest who used it as a guest cannot use it again as a guest either.
    const first = freshEmail('guest-welcome');
    const firstCart = await readyCart({ email: first, items: [{ sku: takeProduct().sku, quantity: 1 }] });
    ok(await mutate(APPLY_COUPON, { cartId: firstCart, code: 'WELKOM10' }));
    await placeWith(firstCart, 'checkmo');
    const again = await readyCart({ email: first, items: [{ sku: takeProduct().sku, quantity: 1 }] });
    expect(firstError(await mutate(APPLY_COUPON, { cartId: again, code: 'WELKOM10' })).extensions?.key).toBe(
      'cart.coupon_used_up',
    );

    // Applied before the e-mail address is known, the code no longer counts once it is.
    const early = ok(
      await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }'),
    ).createEmptyCart;
    ok(
      await mutate(
        'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
        { id: early, sku: takeProduct().sku },
      ),
    );
    ok(await mutate(APPLY_COUPON, { cartId: early, code: 'WELKOM10' }));
    const withEmail = ok(
      await mutate<{ setGuestEmailOnCart: { cart: { applied_coupons: { code: string }[] | null } } }>(
        `mutation($id: String!, $email: String!) {
           setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { applied_coupons { code } } } }`,
        { id: early, email: first },
      ),
    ).setGuestEmailOnCart.cart;
    expect(withEmail.applied_coupons ?? []).toEqual([]);
  });
});

describe('orders paid outside the shop', () => {
  it('are limited to three open ones per e-mail address; an online payment still goes', async () => {
    const email = freshEmail('transfer');
    const cart = () => readyCart({ email, items: [{ sku: takeProduct().sku, quantity: 1 }] });
    for (let i = 0; i < 3; i++) await placeWith(await cart(), 'banktransfer');
    const refused = firstError(
      await mutate(
        SET_PAYMENT_METHOD,
        { input: { cart_id: await cart(), code: 'banktransfer' } },
        { store: 'nl' },
      ),
    );
    expect(refused.extensions).toMatchObject({ category: 'graphql-input', key: 'checkout.too_many_unpaid' });
    expect(refused.message).toBe(checkoutMessages.nl['checkout.too_many_unpaid']);
    const online = ok(
      await mutate<{ setPaymentMethod: { redirect_url: string } }>(SET_PAYMENT_METHOD, {
        input: { cart_id: await cart(), code: 'testpay_creditcard' },
      }),
    ).setPaymentMethod;
    expect(online.redirect_url).toContain('/testpay/checkout');
  });
});
