import { type Catalogue, textsOf } from '../../texts.js';

/** Texts of the product fields' answers and errors, in the store view's language. */
export const productMessages = {
  de: {
    'product.attribute_filter_unsupported':
      'Attribute lassen sich nicht nach {flag} filtern; möglich sind: {filters}.',
    'product.option_value_unknown': '"{uid}" ist kein Optionswert von {sku}.',
  },
  nl: {
    'product.attribute_filter_unsupported':
      'Attributen kunnen niet op {flag} worden gefilterd; wel op: {filters}.',
    'product.option_value_unknown': '"{uid}" is geen optiewaarde van {sku}.',
  },
  en: {
    'product.attribute_filter_unsupported':
      'Attributes cannot be filtered by {flag}; the filters are: {filters}.',
    'product.option_value_unknown': '"{uid}" is not an option value of {sku}.',
  },
} as const satisfies Catalogue<string>;

export type ProductMessageKey = keyof (typeof productMessages)['en'];

export const productText = textsOf<ProductMessageKey>(productMessages);
