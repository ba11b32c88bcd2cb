import type { MessageKey } from '@shop/validation';
import { textsOf } from '../../texts.js';

/**
 * Texts of the account calls that are not validation rules (those live in @shop/validation, shared
 * with the storefront): sessions, passwords, addresses, newsletter. Same languages and placeholders.
 */
export const customerMessages = {
  de: {
    'customer.payment_token_not_found':
      'Es gibt keine gespeicherte Zahlungsmethode mit dem Schlüssel "{hash}".',
    'customer.not_authorized': 'Der aktuelle Kunde ist nicht autorisiert.',
    'customer.invalid_login': 'E-Mail-Adresse oder Passwort ist falsch.',
    'customer.login_locked':
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
    'customer.invalid_current_password': 'Das aktuelle Passwort ist falsch.',
    'customer.reset_token_invalid':
      'Der Link zum Zurücksetzen des Passworts ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    'customer.reset_token_expired':
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen an.',
    'customer.address_not_found': 'Es gibt keine Adresse mit der ID "{id}".',
    'customer.address_forbidden': 'Sie haben keine Berechtigung für die Adresse mit der ID "{id}".',
    'customer.address_is_default':
      'Diese Adresse ist Ihre Standard-Liefer- oder Rechnungsadresse und kann nicht gelöscht werden. Wählen Sie zuerst eine andere Standardadresse.',
    'customer.required_country': 'Bitte wählen Sie ein Land aus.',
    'customer.country_unavailable': 'Das Land "{country}" ist nicht verfügbar.',
    'customer.region_invalid': 'Die Region passt nicht zum Land der Adresse.',
    'customer.gender_invalid': 'Das Geschlecht muss 1 (männlich), 2 (weiblich) oder 3 (keine Angabe) sein.',
    'customer.date_of_birth_invalid': 'Bitte geben Sie ein gültiges Geburtsdatum ein (JJJJ-MM-TT).',
    'customer.too_long': 'Der Wert von "{field}" ist zu lang (höchstens {count} Zeichen).',
    'customer.street_lines': 'Eine Adresse hat höchstens {count} Straßenzeilen.',
    'customer.newsletter_link_invalid':
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet.',
  },
  nl: {
    'customer.payment_token_not_found': 'Er is geen opgeslagen betaalmethode met de sleutel "{hash}".',
    'customer.not_authorized': 'De huidige klant is niet geautoriseerd.',
    'customer.invalid_login': 'Het e-mailadres of wachtwoord is onjuist.',
    'customer.login_locked': 'Te veel mislukte inlogpogingen. Probeer het over {minutes} min. opnieuw.',
    'customer.invalid_current_password': 'Het huidige wachtwoord is onjuist.',
    'customer.reset_token_invalid':
      'De link om je wachtwoord te herstellen is ongeldig of al gebruikt. Vraag een nieuwe aan.',
    'customer.reset_token_expired':
      'De link om je wachtwoord te herstellen is verlopen. Vraag een nieuwe aan.',
    'customer.address_not_found': 'Er is geen adres met ID "{id}".',
    'customer.address_forbidden': 'Je hebt geen toegang tot het adres met ID "{id}".',
    'customer.address_is_default':
      'Dit adres is je standaard verzend- of factuuradres en kan niet worden verwijderd. Kies eerst een ander standaardadres.',
    'customer.required_country': 'Kies een land.',
    'customer.country_unavailable': 'Het land "{country}" is niet beschikbaar.',
    'customer.region_invalid': 'De regio hoort niet bij het land van het adres.',
    'customer.gender_invalid': 'Het geslacht moet 1 (man), 2 (vrouw) of 3 (niet opgegeven) zijn.',
    'customer.date_of_birth_invalid': 'Vul een geldige geboortedatum in (JJJJ-MM-DD).',
    'customer.too_long': 'De waarde van "{field}" is te lang (maximaal {count} tekens).',
    'customer.street_lines': 'Een adres heeft maximaal {count} straatregels.',
    'customer.newsletter_link_invalid': 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt.',
  },
  en: {
    'customer.payment_token_not_found': 'There is no stored payment method with the key "{hash}".',
    'customer.not_authorized': "The current customer isn't authorized.",
    'customer.invalid_login': 'The e-mail address or password is incorrect.',
    'customer.login_locked': 'Too many failed login attempts. Please try again in {minutes} min.',
    'customer.invalid_current_password': 'The current password is incorrect.',
    'customer.reset_token_invalid':
      'The password reset link is invalid or has already been used. Please request a new one.',
    'customer.reset_token_expired': 'The password reset link has expired. Please request a new one.',
    'customer.address_not_found': 'Could not find an address with ID "{id}".',
    'customer.address_forbidden':
      'The current customer does not have permission to the address with ID "{id}".',
    'customer.address_is_default':
      'This address is your default shipping or billing address and cannot be deleted. Choose another default address first.',
    'customer.required_country': 'Please select a country.',
    'customer.country_unavailable': 'The country "{country}" is not available.',
    'customer.region_invalid': 'The region does not belong to the country of the address.',
    'customer.gender_invalid': 'Gender must be 1 (male), 2 (female) or 3 (not specified).',
    'customer.date_of_birth_invalid': 'Please enter a valid date of birth (YYYY-MM-DD).',
    'customer.too_long': 'The value of "{field}" is too long (at most {count} characters).',
    'customer.street_lines': 'An address has at most {count} street lines.',
    'customer.newsletter_link_invalid': 'This confirmation link is invalid, expired or already used.',
  },
} as const;

export type CustomerMessageKey = keyof (typeof customerMessages)['en'];

/** A key of either catalogue: the shared validation messages or the account messages above. */
export type AnyMessageKey = MessageKey | CustomerMessageKey;

/** The text of `key` in `language`, placeholders filled in. */
export const text = textsOf<CustomerMessageKey>(customerMessages);
