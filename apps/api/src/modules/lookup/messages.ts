import { type Catalogue, textsOf } from '../../texts.js';

export const lookupMessages = {
  de: {
    'lookup.unavailable':
      'Die Adress- bzw. USt-IdNr.-Prüfung ist gerade nicht erreichbar. Bitte geben Sie die Daten selbst ein oder versuchen Sie es später erneut.',
    'lookup.housenumber_invalid': 'Bitte geben Sie eine gültige Hausnummer ein (nur Ziffern).',
    'lookup.country_invalid': 'Bitte geben Sie das Land als zweistelligen Ländercode an (z. B. DE).',
  },
  nl: {
    'lookup.unavailable':
      'De adres- of btw-controle is nu niet bereikbaar. Vul de gegevens zelf in of probeer het later opnieuw.',
    'lookup.housenumber_invalid': 'Vul een geldig huisnummer in (alleen cijfers).',
    'lookup.country_invalid': 'Geef het land op als landcode van twee letters (bijv. NL).',
  },
  en: {
    'lookup.unavailable':
      'The address or VAT check cannot be reached right now. Please enter the details yourself or try again later.',
    'lookup.housenumber_invalid': 'Please enter a valid house number (digits only).',
    'lookup.country_invalid': 'Please give the country as a two-letter country code (e.g. GB).',
  },
} as const satisfies Catalogue<string>;

export type LookupMessageKey = keyof (typeof lookupMessages)['en'];

export const lookupText = textsOf<LookupMessageKey>(lookupMessages);
