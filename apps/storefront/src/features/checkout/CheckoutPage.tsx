import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutCartFragment } from '../../../generated/graphql/graphql';
import { useCartEnvironment } from '../../shared/cart/use-cart';
import { lazyWithPreload } from '../../shared/errors/chunk-load';
import { reportError } from '../../shared/errors/error-reporting';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useQueryClient } from '../../shared/query/QueryClientProvider';
import { useQuery } from '../../shared/query/use-query';
import { useSessionStore } from '../../shared/session/session-store';
import { useLocalizedPath } from '../../shared/storefront-context';
import { CHECKOUT_CART_QUERY } from './checkout-cart-query';
import { CheckoutProvider } from './checkout-context';
import {
  cartShippingAddress,
  checkoutFacts,
  type Delivery,
  isStepOpen,
  type PaymentChoice,
} from './checkout-rules';
import { loadCheckoutCart } from './checkout-service';
import { EmailStep } from './EmailStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep, usePaymentMethods } from './PaymentStep';
import { PlaceOrder } from './PlaceOrder';
import { ShippingMethodStep } from './ShippingMethodStep';

// The address step (the address fields, the postcode lookup) opens after the e-mail: it loads with
// the checkout's cart, not with the page.
const AddressStep = lazyWithPreload(async () => ({ default: (await import('./AddressStep')).AddressStep }));

/** The checkout's own read of the cart, per store view and session (whose cart it is). */
function checkoutCartKey(store: string | undefined, sessionToken: string | undefined) {
  return [...CHECKOUT_CART_QUERY, store, sessionToken] as const;
}

/**
 * /checkout (docs/BEHAVIOUR.md#pages-and-routes): e-mail, address, shipping method, payment method, then the order. Without a
 * cart (or with an empty one) the shopper is sent back to the cart page.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const environment = useCartEnvironment();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const cartPath = localized('/checkout/cart');
  const sessionToken = useSessionStore((state) => state.token);
  // Once the order is placed the page only waits for the browser to leave: the cart and session
  // changes that follow (a new account's session) must not send it to the cart page meanwhile.
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(() => setLeaving(true), []);
  const queryClient = useQueryClient();
  // A login or logout (the session token) changes whose cart this is: read it again. Read afresh on
  // every visit of the page (gcTime 0), and never while the browser leaves for the payment.
  const cartKey = checkoutCartKey(environment.store, sessionToken);
  const checkoutCart = useQuery({
    queryKey: cartKey,
    queryFn: async () => {
      try {
        return (await loadCheckoutCart(environment)) ?? null;
      } catch (error) {
        reportError(error, { operation: 'checkoutCart' });
        throw error;
      }
    },
    enabled: !leaving,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // While the cart of a new session is read, the steps keep showing the one read before.
    keepPreviousData: true,
  });
  const cart = checkoutCart.data;
  const withoutItems =
    checkoutCart.isSuccess && !checkoutCart.isPlaceholderData && (cart?.items ?? []).length === 0;

  useEffect(() => AddressStep.preload(), []);
  useEffect(() => {
    if (withoutItems && !leaving) void navigate(cartPath, { replace: true });
  }, [withoutItems, leaving, navigate, cartPath]);

  const onCart = useCallback(
    (changed: CheckoutCartFragment) =>
      queryClient.setQueryData(checkoutCartKey(environment.store, sessionToken), changed),
    [queryClient, environment.store, sessionToken],
  );

  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      {checkoutCart.isPending ? <p role="status">{t('checkout.loading')}</p> : null}
      {checkoutCart.isError ? (
        <div role="alert">
          <p>{t('checkout.load_failed')}</p>
          <button type="button" className="button" onClick={() => void checkoutCart.refetch()}>
            {t('checkout.retry')}
          </button>
        </div>
      ) : null}
      {cart && !withoutItems ? (
        <CheckoutProvider cart={cart} environment={environment} onCart={onCart} onLeave={leave}>
          <CheckoutSteps cart={cart} />
        </CheckoutProvider>
      ) : null}
    </div>
  );
}

function CheckoutSteps({ cart }: { cart: CheckoutCartFragment }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PaymentChoice | undefined>();
  const [delivery, setDelivery] = useState<Delivery>(() =>
    cartShippingAddress(cart)?.pickup_location_code ? 'pickup' : 'ship',
  );
  const withoutPayment = checkoutFacts(cart, delivery, undefined);
  const paymentOpen = isStepOpen('payment', withoutPayment);
  const methods = usePaymentMethods(paymentOpen);
  // A choice the cart can no longer be paid with (other shipping method) does not count.
  const method = paymentOpen ? methods.data?.find((entry) => entry.code === choice?.code) : undefined;
  const activeChoice = method ? choice : undefined;
  const facts = checkoutFacts(cart, delivery, activeChoice?.code);
  return (
    <div className="checkout__layout">
      <div className="checkout__steps">
        <EmailStep />
        {isStepOpen('address', facts) ? (
          <Suspense fallback={<p role="status">{t('checkout.loading')}</p>}>
            <AddressStep delivery={delivery} onDelivery={setDelivery} />
          </Suspense>
        ) : null}
        <ShippingMethodStep open={isStepOpen('shipping', facts)} />
        <PaymentStep
          open={paymentOpen}
          methods={methods.data}
          failed={methods.isError}
          choice={activeChoice}
          onChoice={setChoice}
        />
        <PlaceOrder ready={isStepOpen('order', facts)} method={method} choice={activeChoice} />
      </div>
      <OrderSummary />
    </div>
  );
}
