import { STORAGE_KEYS } from '../../shared/storage/keys';
import { type PaymentChoice, parsePaymentChoice } from './checkout-rules';

// The payment method chosen in the checkout, kept in local storage (docs/BEHAVIOUR.md#local-storage "checkout payment",
// docs/BEHAVIOUR.md#login-and-session: preferred when the checkout opens again). A logout removes it (shared/session/session.ts).

export function readPaymentChoice(): PaymentChoice | undefined {
  try {
    return parsePaymentChoice(window.localStorage.getItem(STORAGE_KEYS.checkoutPayment));
  } catch {
    // No or blocked storage: no stored choice.
    return undefined;
  }
}

export function storePaymentChoice(choice: PaymentChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.checkoutPayment, JSON.stringify(choice));
  } catch {
    // Full or blocked storage: the choice lives on for this page view only.
  }
}
