import { formatMessage, type MessageKey, type MessageParams, messages } from '@shop/validation';
import { inputError } from '../../errors.js';
import { messageLanguage } from '../customer/messages.js';

/** A module's own texts in the api's three languages, keyed like the @shop/validation catalogue. */
export type Catalogue<Key extends string> = Record<'de' | 'nl' | 'en', Record<Key, string>>;

function isValidationKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

/**
 * A text function for one module: its own keys from `catalogue`, rule keys from @shop/validation
 * (so that the api and the storefront show the same words); placeholders `{name}` filled in.
 */
export function textsOf<Key extends string>(catalogue: Catalogue<Key>) {
  return (language: string, key: Key | MessageKey, params: MessageParams = {}): string => {
    const lang = messageLanguage(language);
    if (isValidationKey(key)) return formatMessage(lang, key, params);
    const template: string = catalogue[lang][key as Key];
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  };
}

/** One broken input rule with its text already in the store view's language. */
export interface KeyedProblem {
  field: string;
  key: string;
  message: string;
}

/**
 * A `graphql-input` error shaped like the account calls' (customer/validation.ts): every text in the
 * message, `key` and `field` of the first problem, `errors` listing them all.
 */
export function keyedInputError(problems: readonly KeyedProblem[]) {
  const [first] = problems;
  return inputError(problems.map((problem) => problem.message).join(' '), {
    key: first?.key,
    field: first?.field,
    errors: problems,
  });
}

export const wishlistMessages = {
  de: {
    'wishlist.not_found': 'Es gibt keine Wunschliste mit der ID "{id}".',
    'wishlist.forbidden': 'Sie haben keine Berechtigung für die Wunschliste mit der ID "{id}".',
    'wishlist.product_not_found': 'Es gibt kein Produkt mit der SKU "{sku}".',
    'wishlist.variant_mismatch': '"{sku}" ist keine Variante von "{parent}".',
    'wishlist.item_not_found': 'Die Wunschliste enthält keinen Artikel mit der ID "{id}".',
    'wishlist.quantity_invalid': 'Die Menge muss größer als 0 und höchstens {max} sein.',
    'wishlist.description_too_long': 'Die Beschreibung darf höchstens {count} Zeichen lang sein.',
    'wishlist.shared_not_found': 'Diese geteilte Wunschliste gibt es nicht.',
    'wishlist.merge_source_invalid': 'Nur eine Gast-Wunschliste kann übernommen werden.',
    'wishlist.share_no_recipients': 'Bitte geben Sie mindestens eine E-Mail-Adresse ein.',
    'wishlist.share_too_many': 'Sie können die Wunschliste an höchstens {count} Adressen auf einmal senden.',
    'wishlist.share_name_required': 'Bitte geben Sie Ihren Namen ein.',
    'wishlist.share_name_too_long': 'Der Name darf höchstens {count} Zeichen lang sein.',
    'wishlist.share_message_too_long': 'Die Nachricht darf höchstens {count} Zeichen lang sein.',
    'wishlist.share_empty': 'Eine leere Wunschliste kann nicht geteilt werden.',
    'wishlist.mail_subject': '{name} teilt eine Wunschliste mit Ihnen',
    'wishlist.mail_greeting': 'Hallo,',
    'wishlist.mail_intro': '{name} möchte diese Wunschliste mit Ihnen teilen:',
    'wishlist.mail_message': 'Nachricht von {name}: „{message}“',
    'wishlist.mail_action': 'Wunschliste ansehen',
  },
  nl: {
    'wishlist.not_found': 'Er is geen wensenlijst met ID "{id}".',
    'wishlist.forbidden': 'Je hebt geen toegang tot de wensenlijst met ID "{id}".',
    'wishlist.product_not_found': 'Er is geen product met SKU "{sku}".',
    'wishlist.variant_mismatch': '"{sku}" is geen variant van "{parent}".',
    'wishlist.item_not_found': 'De wensenlijst bevat geen artikel met ID "{id}".',
    'wishlist.quantity_invalid': 'Het aantal moet groter zijn dan 0 en maximaal {max}.',
    'wishlist.description_too_long': 'De omschrijving mag maximaal {count} tekens lang zijn.',
    'wishlist.shared_not_found': 'Deze gedeelde wensenlijst bestaat niet.',
    'wishlist.merge_source_invalid': 'Alleen een gastwensenlijst kan worden overgenomen.',
    'wishlist.share_no_recipients': 'Vul minimaal één e-mailadres in.',
    'wishlist.share_too_many': 'Je kunt de wensenlijst naar maximaal {count} adressen tegelijk sturen.',
    'wishlist.share_name_required': 'Vul je naam in.',
    'wishlist.share_name_too_long': 'De naam mag maximaal {count} tekens lang zijn.',
    'wishlist.share_message_too_long': 'Het bericht mag maximaal {count} tekens lang zijn.',
    'wishlist.share_empty': 'Een lege wensenlijst kan niet worden gedeeld.',
    'wishlist.mail_subject': '{name} deelt een wensenlijst met je',
    'wishlist.mail_greeting': 'Hallo,',
    'wishlist.mail_intro': '{name} wil deze wensenlijst met je delen:',
    'wishlist.mail_message': 'Bericht van {name}: "{message}"',
    'wishlist.mail_action': 'Wensenlijst bekijken',
  },
  en: {
    'wishlist.not_found': 'Could not find a wish list with ID "{id}".',
    'wishlist.forbidden': 'The current customer does not have permission to the wish list with ID "{id}".',
    'wishlist.product_not_found': 'Could not find a product with SKU "{sku}".',
    'wishlist.variant_mismatch': '"{sku}" is not a variant of "{parent}".',
    'wishlist.item_not_found': 'The wish list has no item with ID "{id}".',
    'wishlist.quantity_invalid': 'The quantity must be greater than 0 and at most {max}.',
    'wishlist.description_too_long': 'The description can be at most {count} characters long.',
    'wishlist.shared_not_found': 'This shared wish list does not exist.',
    'wishlist.merge_source_invalid': 'Only a guest wish list can be merged.',
    'wishlist.share_no_recipients': 'Please enter at least one e-mail address.',
    'wishlist.share_too_many': 'You can send the wish list to at most {count} addresses at once.',
    'wishlist.share_name_required': 'Please enter your name.',
    'wishlist.share_name_too_long': 'The name can be at most {count} characters long.',
    'wishlist.share_message_too_long': 'The message can be at most {count} characters long.',
    'wishlist.share_empty': 'An empty wish list cannot be shared.',
    'wishlist.mail_subject': '{name} shares a wish list with you',
    'wishlist.mail_greeting': 'Hello,',
    'wishlist.mail_intro': '{name} would like to share this wish list with you:',
    'wishlist.mail_message': 'Message from {name}: "{message}"',
    'wishlist.mail_action': 'View the wish list',
  },
} as const satisfies Catalogue<string>;

export type WishlistMessageKey = keyof (typeof wishlistMessages)['en'];

export const wishlistText = textsOf<WishlistMessageKey>(wishlistMessages);
