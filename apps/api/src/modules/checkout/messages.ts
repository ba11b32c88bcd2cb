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
    'checkout.too_many_unpaid':
      'Sie haben bereits Bestellungen, die noch auf Ihre Überweisung warten. Bitte bezahlen Sie diese zuerst oder wählen Sie eine Zahlungsart, die sofort bezahlt wird.',
    'checkout.coupon_used_up': 'Der Gutschein {code} ist aufgebraucht.',
    'checkout.payment_unavailable':
      'Der Zahlungsdienst ist gerade nicht erreichbar. Ihre Bestellung wurde nicht aufgegeben; bitte versuchen Sie es gleich noch einmal oder wählen Sie eine andere Zahlungsart.',
    'payment.not_started': 'Die Zahlung konnte nicht begonnen werden; die Bestellung ist storniert.',
    'payment.description': 'Bestellung {number}',
    'payment.test_order': 'Testzahlung: Für diese Bestellung wurde kein echtes Geld bezahlt.',
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
    'checkout.too_many_unpaid':
      'Je hebt al bestellingen die nog op je betaling wachten. Betaal die eerst of kies een betaalmethode die direct betaald wordt.',
    'checkout.coupon_used_up': 'De kortingscode {code} is opgebruikt.',
    'checkout.payment_unavailable':
      'De betaaldienst is nu niet bereikbaar. Je bestelling is niet geplaatst; probeer het zo opnieuw of kies een andere betaalmethode.',
    'payment.not_started': 'De betaling kon niet worden gestart; de bestelling is geannuleerd.',
    'payment.description': 'Bestelling {number}',
    'payment.test_order': 'Testbetaling: voor deze bestelling is geen echt geld betaald.',
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
    'checkout.too_many_unpaid':
      'You already have orders waiting for your payment. Please pay them first or choose a payment method that is paid at once.',
    'checkout.coupon_used_up': 'The coupon {code} has been used up.',
    'checkout.payment_unavailable':
      'The payment service cannot be reached right now. Your order has not been placed; please try again in a moment or choose another payment method.',
    'payment.not_started': 'The payment could not be started; the order has been cancelled.',
    'payment.description': 'Order {number}',
    'payment.test_order': 'Test payment: no real money was paid for this order.',
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
