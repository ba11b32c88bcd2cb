import type { MessageParams } from '@shop/validation';
import type { GraphQLError } from 'graphql';
import { categorizedError, type ErrorCategory } from '../../errors.js';
import { textsOf } from '../../texts.js';
import { type AnyMessageKey, text as accountText } from '../customer/messages.js';

/**
 * Texts of the cart calls that are neither validation rules (@shop/validation, which also holds the
 * spec's stock texts 'Productoptie niet op voorraad' …) nor account texts. Same placeholders.
 */
export const cartMessages = {
  de: {
    'cart.guest_cart_for_customer': 'Angemeldete Kunden verwenden ihren eigenen Warenkorb (customerCart).',
    'cart.cart_uid_not_accepted': 'Der Shop vergibt die Warenkorb-ID selbst; bitte ohne cart_uid anfragen.',
    'cart.sort_field_unsupported': 'Nach {field} kann nicht sortiert werden; möglich sind: {fields}.',
    'cart.gift_options_unavailable':
      'Dieser Shop bietet keine Geschenkoptionen (Geschenknachricht, -verpackung, -beleg oder Grußkarte).',
    'cart.not_found': 'Es wurde kein Warenkorb mit der ID "{id}" gefunden.',
    'cart.inactive': 'Der Warenkorb mit der ID "{id}" ist nicht mehr aktiv.',
    'cart.forbidden': 'Der aktuelle Benutzer darf den Warenkorb "{id}" nicht bearbeiten.',
    'cart.merge_same': 'Ein Warenkorb kann nicht mit sich selbst zusammengeführt werden.',
    'cart.merge_source_customer': 'Nur ein Gast-Warenkorb kann in Ihren Warenkorb übernommen werden.',
    'cart.item_not_found': 'Der Warenkorb enthält keinen Artikel mit der ID "{id}".',
    'cart.item_id_required': 'Bitte geben Sie cart_item_id oder cart_item_uid an.',
    'cart.quantity_invalid': 'Die Menge muss größer als 0 sein.',
    'cart.quantity_too_large': 'Die Menge darf höchstens {max} betragen.',
    'cart.quantity_whole': 'Das Produkt "{sku}" gibt es nur in ganzen Stück.',
    'cart.quantity_decimals': 'Die Menge darf höchstens {count} Nachkommastellen haben.',
    'cart.bundle_quantity_invalid':
      'Die Menge eines Bestandteils von "{sku}" muss eine ganze Zahl von 1 bis {max} sein.',
    'cart.product_not_found': 'Es gibt kein Produkt mit der SKU "{sku}".',
    'cart.options_required': 'Bitte wählen Sie die Optionen des Produkts "{sku}" aus.',
    'cart.wrong_type': 'Das Produkt "{sku}" kann mit diesem Aufruf nicht hinzugefügt werden.',
    'cart.sample_unavailable': 'Für das Produkt "{sku}" gibt es kein Muster.',
    'cart.coupon_required': 'Bitte geben Sie einen Gutscheincode ein.',
    'cart.coupon_unknown': 'Der Gutscheincode "{code}" ist ungültig.',
    'cart.coupon_inactive': 'Der Gutscheincode "{code}" ist nicht aktiv.',
    'cart.coupon_not_yet_valid': 'Der Gutscheincode "{code}" ist erst ab dem {date} gültig.',
    'cart.coupon_expired': 'Der Gutscheincode "{code}" ist am {date} abgelaufen.',
    'cart.coupon_minimum': 'Der Gutscheincode "{code}" gilt ab einem Einkaufswert von {amount}.',
    'cart.coupon_used_up': 'Der Gutscheincode "{code}" wurde bereits so oft wie möglich eingelöst.',
    'cart.coupon_empty_cart': 'Legen Sie zuerst Produkte in den Warenkorb.',
    'cart.guest_email_customer': 'Die E-Mail-Adresse eines Kunden-Warenkorbs ist die des Kundenkontos.',
    'cart.one_shipping_address': 'Ein Warenkorb hat genau eine Lieferadresse.',
    'cart.address_source': 'Geben Sie entweder customer_address_id oder address an.',
    'cart.address_login': 'Gespeicherte Adressen gibt es nur für angemeldete Kunden.',
    'cart.pickup_unknown': 'Es gibt keine Abholstation mit dem Code "{code}".',
    'cart.pickup_required': 'Bitte wählen Sie eine Abholstation.',
    'cart.shipping_address_missing': 'Bitte geben Sie zuerst die Lieferadresse an.',
    'cart.billing_address_missing': 'Bitte geben Sie die Rechnungsadresse an.',
    'cart.one_shipping_method': 'Bitte wählen Sie genau eine Versandart.',
    'cart.shipping_method_unavailable':
      'Die Versandart "{carrier}/{method}" ist für diese Lieferadresse nicht verfügbar.',
    'cart.shipping_method_missing': 'Bitte wählen Sie eine Versandart.',
    'cart.payment_method_unavailable': 'Die Zahlungsart "{code}" ist für diesen Warenkorb nicht verfügbar.',
    'cart.payment_field_required': 'Bitte füllen Sie "{field}" aus.',
    'cart.payment_field_invalid': 'Der Wert von "{field}" ist ungültig.',
    'cart.email_missing': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    'cart.empty': 'Ihr Warenkorb ist leer.',
    'cart.item_out_of_stock': '{name}: Produktoption nicht auf Lager',
    'cart.sample_quantity': 'Von einem Muster kann nur ein Stück bestellt werden.',
    'cart.text_too_long': 'Der Text ist zu lang (höchstens {count} Zeichen).',
  },
  nl: {
    'cart.guest_cart_for_customer': 'Ingelogde klanten gebruiken hun eigen winkelwagen (customerCart).',
    'cart.cart_uid_not_accepted':
      'De winkel kiest zelf de ID van een winkelwagen; vraag er een aan zonder cart_uid.',
    'cart.sort_field_unsupported': 'Sorteren op {field} is niet mogelijk; wel op: {fields}.',
    'cart.gift_options_unavailable':
      'Deze winkel biedt geen cadeau-opties (cadeaubericht, -verpakking, -bon of wenskaart).',
    'cart.not_found': 'Er is geen winkelwagen met ID "{id}" gevonden.',
    'cart.inactive': 'De winkelwagen met ID "{id}" is niet meer actief.',
    'cart.forbidden': 'De huidige gebruiker mag winkelwagen "{id}" niet bewerken.',
    'cart.merge_same': 'Een winkelwagen kan niet met zichzelf worden samengevoegd.',
    'cart.merge_source_customer': 'Alleen een gastwinkelwagen kan in je winkelwagen worden overgenomen.',
    'cart.item_not_found': 'De winkelwagen bevat geen artikel met ID "{id}".',
    'cart.item_id_required': 'Geef cart_item_id of cart_item_uid op.',
    'cart.quantity_invalid': 'Het aantal moet groter zijn dan 0.',
    'cart.quantity_too_large': 'Het aantal mag maximaal {max} zijn.',
    'cart.quantity_whole': 'Product "{sku}" is alleen per heel stuk te bestellen.',
    'cart.quantity_decimals': 'Het aantal mag maximaal {count} decimalen hebben.',
    'cart.bundle_quantity_invalid':
      'Het aantal van een onderdeel van "{sku}" moet een heel getal van 1 tot en met {max} zijn.',
    'cart.product_not_found': 'Er is geen product met SKU "{sku}".',
    'cart.options_required': 'Kies de opties van product "{sku}".',
    'cart.wrong_type': 'Product "{sku}" kan niet met deze aanroep worden toegevoegd.',
    'cart.sample_unavailable': 'Voor product "{sku}" is geen staal beschikbaar.',
    'cart.coupon_required': 'Vul een kortingscode in.',
    'cart.coupon_unknown': 'De kortingscode "{code}" is ongeldig.',
    'cart.coupon_inactive': 'De kortingscode "{code}" is niet actief.',
    'cart.coupon_not_yet_valid': 'De kortingscode "{code}" is pas geldig vanaf {date}.',
    'cart.coupon_expired': 'De kortingscode "{code}" is verlopen op {date}.',
    'cart.coupon_minimum': 'De kortingscode "{code}" geldt vanaf een bestelbedrag van {amount}.',
    'cart.coupon_used_up': 'De kortingscode "{code}" is al zo vaak mogelijk gebruikt.',
    'cart.coupon_empty_cart': 'Leg eerst producten in je winkelwagen.',
    'cart.guest_email_customer': 'Het e-mailadres van een klantwinkelwagen is dat van het account.',
    'cart.one_shipping_address': 'Een winkelwagen heeft precies één verzendadres.',
    'cart.address_source': 'Geef customer_address_id of address op, niet allebei.',
    'cart.address_login': 'Opgeslagen adressen zijn er alleen voor ingelogde klanten.',
    'cart.pickup_unknown': 'Er is geen afhaallocatie met code "{code}".',
    'cart.pickup_required': 'Kies een afhaallocatie.',
    'cart.shipping_address_missing': 'Vul eerst het verzendadres in.',
    'cart.billing_address_missing': 'Vul het factuuradres in.',
    'cart.one_shipping_method': 'Kies precies één verzendmethode.',
    'cart.shipping_method_unavailable':
      'De verzendmethode "{carrier}/{method}" is niet beschikbaar voor dit verzendadres.',
    'cart.shipping_method_missing': 'Kies een verzendmethode.',
    'cart.payment_method_unavailable': 'De betaalmethode "{code}" is niet beschikbaar voor deze winkelwagen.',
    'cart.payment_field_required': 'Vul "{field}" in.',
    'cart.payment_field_invalid': 'De waarde van "{field}" is ongeldig.',
    'cart.email_missing': 'Vul je e-mailadres in.',
    'cart.empty': 'Je winkelwagen is leeg.',
    'cart.item_out_of_stock': '{name}: Productoptie niet op voorraad',
    'cart.sample_quantity': 'Van een staal kan maar één stuk besteld worden.',
    'cart.text_too_long': 'De tekst is te lang (maximaal {count} tekens).',
  },
  en: {
    'cart.guest_cart_for_customer': 'Logged-in customers use their own cart (customerCart).',
    'cart.cart_uid_not_accepted': 'The shop gives carts their ids; ask for one without cart_uid.',
    'cart.sort_field_unsupported': 'Cannot sort by {field}; the sort fields are: {fields}.',
    'cart.gift_options_unavailable':
      'This shop offers no gift options (gift message, wrapping, receipt or printed card).',
    'cart.not_found': 'Could not find a cart with ID "{id}"',
    'cart.inactive': 'The cart with ID "{id}" is not active anymore.',
    'cart.forbidden': 'The current user cannot perform operations on cart "{id}"',
    'cart.merge_same': 'A cart cannot be merged into itself.',
    'cart.merge_source_customer': 'Only a guest cart can be merged into your cart.',
    'cart.item_not_found': 'Could not find cart item with id: {id}',
    'cart.item_id_required': 'Required parameter "cart_item_id" or "cart_item_uid" is missing.',
    'cart.quantity_invalid': 'The quantity must be greater than 0.',
    'cart.quantity_too_large': 'The quantity can be at most {max}.',
    'cart.quantity_whole': 'Product "{sku}" can only be ordered in whole pieces.',
    'cart.quantity_decimals': 'The quantity can have at most {count} decimals.',
    'cart.bundle_quantity_invalid':
      'The quantity of a component of "{sku}" must be a whole number from 1 to {max}.',
    'cart.product_not_found': 'Could not find a product with SKU "{sku}"',
    'cart.options_required': 'You need to choose options for product "{sku}".',
    'cart.wrong_type': 'Product "{sku}" cannot be added with this call.',
    'cart.sample_unavailable': 'No sample is available for product "{sku}".',
    'cart.coupon_required': 'Please enter a coupon code.',
    'cart.coupon_unknown': 'The coupon code "{code}" is not valid.',
    'cart.coupon_inactive': 'The coupon code "{code}" is not active.',
    'cart.coupon_not_yet_valid': 'The coupon code "{code}" is valid from {date}.',
    'cart.coupon_expired': 'The coupon code "{code}" expired on {date}.',
    'cart.coupon_minimum': 'The coupon code "{code}" applies to orders of {amount} or more.',
    'cart.coupon_used_up': 'The coupon code "{code}" has been used as often as it can be.',
    'cart.coupon_empty_cart': 'Add products to your cart first.',
    'cart.guest_email_customer': "A customer cart uses the account's e-mail address.",
    'cart.one_shipping_address': 'A cart has exactly one shipping address.',
    'cart.address_source': 'Give either customer_address_id or address.',
    'cart.address_login': 'Saved addresses are only available to logged-in customers.',
    'cart.pickup_unknown': 'Could not find a pickup location with code "{code}".',
    'cart.pickup_required': 'Please choose a pickup location.',
    'cart.shipping_address_missing': 'Please set the shipping address first.',
    'cart.billing_address_missing': 'Please set the billing address.',
    'cart.one_shipping_method': 'Please choose exactly one shipping method.',
    'cart.shipping_method_unavailable':
      'The shipping method "{carrier}/{method}" is not available for this shipping address.',
    'cart.shipping_method_missing': 'Please choose a shipping method.',
    'cart.payment_method_unavailable': 'The payment method "{code}" is not available for this cart.',
    'cart.payment_field_required': 'Please fill in "{field}".',
    'cart.payment_field_invalid': 'The value of "{field}" is not valid.',
    'cart.email_missing': 'Please enter your e-mail address.',
    'cart.empty': 'Your cart is empty.',
    'cart.item_out_of_stock': '{name}: Product option out of stock',
    'cart.sample_quantity': 'Only one of a sample can be ordered.',
    'cart.text_too_long': 'The text is too long (at most {count} characters).',
  },
} as const;

export type CartMessageKey = keyof (typeof cartMessages)['en'];

/** A key of the cart catalogue above, of the shared validation messages or of the account texts. */
export type CartTextKey = CartMessageKey | AnyMessageKey;

/** The text of `key` in the store view's language, placeholders filled in. */
export const cartText = textsOf<CartMessageKey, AnyMessageKey>(cartMessages, accountText);

/** A cart error of `category` with the text of `key` and the key in `extensions.key`. */
export function cartError(
  category: ErrorCategory,
  language: string,
  key: CartTextKey,
  params: MessageParams = {},
): GraphQLError {
  return categorizedError(category, cartText(language, key, params), { key });
}

/** The most common one: bad input (`graphql-input`). */
export function cartInputError(language: string, key: CartTextKey, params: MessageParams = {}): GraphQLError {
  return cartError('graphql-input', language, key, params);
}
