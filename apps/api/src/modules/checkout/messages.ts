import type { MessageParams } from '@shop/validation';
import { inputError } from '../../errors.js';
import { textsOf } from '../../texts.js';
import { type AnyMessageKey, text } from '../customer/messages.js';

/**
 * Texts of checkout, orders and payment (api answers, the payment page, the confirmation mail) in
 * the store view's language; validation and account texts come from the customer module's catalogue.
 */
export const checkoutMessages = {
  de: {
    'checkout.incomplete': 'Die Bestellung kann noch nicht aufgegeben werden: {missing}',
    'checkout.payment_method_missing': 'Bitte wählen Sie eine Zahlungsart.',
    'checkout.payment_method_unavailable':
      'Die Zahlungsart "{code}" ist für diesen Warenkorb nicht verfügbar.',
    'checkout.item_out_of_stock': '{name}: {message}',
    'checkout.already_customer': 'Sie sind angemeldet: Ein neues Kundenkonto ist nicht nötig.',
    'checkout.coupon_used_up': 'Der Gutschein {code} ist aufgebraucht.',
    'order.not_found': 'Es gibt keine Bestellung mit diesem Schlüssel.',
    'order.has_account': 'Diese Bestellung gehört bereits zu einem Kundenkonto.',
    'order.email_mismatch': 'Die E-Mail-Adresse stimmt nicht mit der Bestellung überein.',
    'order.invalid_page': 'Die Seite muss 1 oder größer sein.',
    'order.invalid_page_size': 'Die Seitengröße muss zwischen 1 und {max} liegen.',
  },
  nl: {
    'checkout.incomplete': 'De bestelling kan nog niet geplaatst worden: {missing}',
    'checkout.payment_method_missing': 'Kies een betaalmethode.',
    'checkout.payment_method_unavailable':
      'De betaalmethode "{code}" is niet beschikbaar voor deze winkelwagen.',
    'checkout.item_out_of_stock': '{name}: {message}',
    'checkout.already_customer': 'Je bent ingelogd: een nieuw account is niet nodig.',
    'checkout.coupon_used_up': 'De kortingscode {code} is opgebruikt.',
    'order.not_found': 'Er is geen bestelling met deze sleutel.',
    'order.has_account': 'Deze bestelling hoort al bij een account.',
    'order.email_mismatch': 'Het e-mailadres komt niet overeen met de bestelling.',
    'order.invalid_page': 'De pagina moet 1 of hoger zijn.',
    'order.invalid_page_size': 'Het aantal per pagina moet tussen 1 en {max} liggen.',
  },
  en: {
    'checkout.incomplete': 'The order cannot be placed yet: {missing}',
    'checkout.payment_method_missing': 'Please choose a payment method.',
    'checkout.payment_method_unavailable': 'The payment method "{code}" is not available for this cart.',
    'checkout.item_out_of_stock': '{name}: {message}',
    'checkout.already_customer': 'You are logged in: no new account is needed.',
    'checkout.coupon_used_up': 'The coupon {code} has been used up.',
    'order.not_found': 'Could not find an order with this key.',
    'order.has_account': 'This order already belongs to a customer account.',
    'order.email_mismatch': 'The e-mail address does not match the order.',
    'order.invalid_page': 'currentPage value must be greater than 0.',
    'order.invalid_page_size': 'pageSize value must be between 1 and {max}.',
  },
} as const;

export type CheckoutMessageKey = keyof (typeof checkoutMessages)['en'];

/** The text of a checkout, validation or account key in the store view's language. */
export const checkoutText = textsOf<CheckoutMessageKey, AnyMessageKey>(checkoutMessages, text);

/** A `graphql-input` error with the key (and field) in `extensions`, as the account calls answer. */
export function checkoutInputError(
  language: string,
  key: CheckoutMessageKey | AnyMessageKey,
  params: MessageParams = {},
  extensions: Record<string, unknown> = {},
) {
  return inputError(checkoutText(language, key, params), { key, ...extensions });
}
