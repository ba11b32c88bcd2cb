import type { StorefrontConfigInput } from './schema';

/** Dutch deployment: Dutch by default, English and German under /en and /de. */
export const nlPreset = {
  shopName: 'Demo Winkel',
  template: 'noord',
  languages: ['nl', 'en', 'de'],
  defaultLanguage: 'nl',
  storeViews: { nl: 'nl', en: 'en', de: 'de' },
  locales: { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' },
  rootCategoryIds: { nl: 3, en: 3, de: 3 },
  currency: 'EUR',
  timeZone: 'Europe/Amsterdam',
  // Dutch shops write whole amounts as "€ 12,-".
  money: { showDashForWholeAmounts: true, hideZeroDecimals: false },
  productsPerPage: 12,
  brandProductsPerPage: 15,
  defaultSort: { field: 'position', direction: 'ASC' },
  menuColumnSize: 11,
  categoryColumns: 3,
  bestSellerCategoryId: 92,
  specialCategoryId: 12370,
  cartCountMode: 'lines',
  freeShipping: { enabled: true },
  accountCreationEnabled: true,
  vatValidationEnabled: true,
  postcodeLookupCountries: ['NL'],
  defaultCountry: 'NL',
  searchSuggestionSize: 5,
  brandAttributeCode: 'merk',
  logging: { level: 'everything', showErrorsInProduction: true },
} satisfies StorefrontConfigInput;
