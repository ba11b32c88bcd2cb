import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckoutCartFragment } from '../../../generated/graphql/graphql';
import { useCartEnvironment } from '../../shared/cart/use-cart';
import { reportError } from '../../shared/errors/error-reporting';
import { useSessionStore } from '../../shared/session/session-store';
import { useLocalizedPath } from '../../shared/storefront-context';
import { AddressStep } from './AddressStep';
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
import './checkout.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cart: CheckoutCartFragment };

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
  // A login or logout changes whose cart this is: read it again.
  const sessionToken = useSessionStore((state) => state.token);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Once the order is placed the page only waits for the browser to leave: the cart and session
  // changes that follow (a new account's session) must not send it to the cart page meanwhile.
  const leaving = useRef(false);
  const leave = useCallback(() => {
    leaving.current = true;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session token and a retry are reasons to read the cart again.
  useEffect(() => {
    let current = true;
    loadCheckoutCart(environment)
      .then((cart) => {
        if (!current || leaving.current) return;
        if (!cart || (cart.items ?? []).length === 0) void navigate(cartPath, { replace: true });
        else setLoaded({ status: 'ready', cart });
      })
      .catch((error: unknown) => {
        reportError(error, { operation: 'checkoutCart' });
        if (current) setLoaded({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [environment, navigate, cartPath, sessionToken, attempt]);

  const onCart = useCallback(
    (cart: CheckoutCartFragment) => {
      if ((cart.items ?? []).length === 0) void navigate(cartPath, { replace: true });
      else setLoaded({ status: 'ready', cart });
    },
    [navigate, cartPath],
  );

  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      {loaded.status === 'loading' ? <p role="status">{t('checkout.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <div role="alert">
          <p>{t('checkout.load_failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((value) => value + 1)}>
            {t('checkout.retry')}
          </button>
        </div>
      ) : null}
      {loaded.status === 'ready' ? (
        <CheckoutProvider cart={loaded.cart} environment={environment} onCart={onCart} onLeave={leave}>
          <CheckoutSteps cart={loaded.cart} />
        </CheckoutProvider>
      ) : null}
    </div>
  );
}

function CheckoutSteps({ cart }: { cart: CheckoutCartFragment }) {
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
        {isStepOpen('address', facts) ? <AddressStep delivery={delivery} onDelivery={setDelivery} /> : null}
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
