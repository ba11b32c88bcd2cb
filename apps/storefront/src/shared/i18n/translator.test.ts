import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { createTranslator, type Translations } from './translator';

describe('createTranslator', () => {
  const t = createTranslator('en', en);

  it('finds nested keys and fills placeholders', () => {
    expect(t('product.reviewCount', { count: 1 })).toBe('1 review');
    expect(t('notFound.title')).toBe(en.notFound.title);
  });

  it('picks the plural form by count in each language', () => {
    expect(t('product.reviewCount', { count: 2 })).toBe('2 reviews');
    expect(t('product.reviewCount', { count: 0 })).toBe('0 reviews');
    expect(createTranslator('de', de)('product.reviewCount', { count: 1 })).toBe('1 Bewertung');
    expect(createTranslator('nl', nl)('product.reviewCount', { count: 3 })).toBe('3 reviews');
  });

  it('picks the same plural form as Intl.PluralRules in German, Dutch and English', () => {
    const reviews = {
      product: { reviewCount_one: 'one', reviewCount_other: 'other' },
    } as unknown as Translations;
    for (const language of ['de', 'nl', 'en'] as const) {
      const rules = new Intl.PluralRules(language);
      const translate = createTranslator(language, reviews);
      for (const count of [0, 1, 1.5, 2, 11, 21, 101, -1, 0.5, 1000001])
        expect(translate('product.reviewCount', { count }), `${language} ${count}`).toBe(rules.select(count));
    }
  });

  it('shows the key of a missing text, and a placeholder without a value as it is', () => {
    const partial = { product: { greeting: 'Hello {{name}}' } } as unknown as Translations;
    const translate = createTranslator('en', partial);
    expect(translate('notFound.title')).toBe('notFound.title');
    expect(translate('product' as never)).toBe('product');
    expect(translate('product.greeting' as never, {})).toBe('Hello {{name}}');
    expect(translate('product.greeting' as never, { name: 'Ada' })).toBe('Hello Ada');
  });
});
